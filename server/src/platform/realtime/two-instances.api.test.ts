import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CLOSE_CODES, type ServerEvent } from "../../../../common/realtime/events";
import type { Database } from "../../db/client";
import { FakeSocket } from "../../test/chat-factories";
import { makeTenant } from "../../test/lease-factories";
import {
  type RedisInstance,
  redisReachable,
  startRedisInstance,
  startTwoInstances,
  TEST_REDIS_URL,
} from "../../test/redis-instances";
import { openSocket, sessionFor, type TestSocket } from "../../test/sockets";
import type { TestDatabase } from "../../test/test-database";
import { userTopic } from "./local";
import { RedisRealtime } from "./redis";
import type { RealtimeConnection } from "./types";

/**
 * Two instances of the app on one database, each with its own RedisRealtime and its own port, and real `ws`
 * clients: what one instance publishes reaches the other's sockets exactly once; presence and counters are shared.
 * Needs Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379); skipped with one line when it is not reachable.
 */

const reachable = await redisReachable();
if (!reachable) {
  console.warn(
    `two-instances: skipped, no Redis at ${TEST_REDIS_URL} (set TEST_REDIS_URL, or start redis-server on 127.0.0.1:6379)`,
  );
}

interface Instance extends RedisInstance {
  presence: [string, boolean][];
  /** Resolves once the realtime layer has finished with a closed socket (presence included). */
  closedOnce(): Promise<RealtimeConnection>;
}

async function startInstance(db: Database, prefix: string): Promise<Instance> {
  const instance = await startRedisInstance(db, prefix, { presenceTtlMs: 60_000 });
  const { realtime } = instance;
  // Test-only: a chat_message frame is echoed back, so a client knows its earlier frames were handled.
  realtime.onFrame("chat_message", (conn, frame) =>
    conn.send({ type: "chat_error", code: "ECHO", message: frame.content, clientId: null }),
  );
  const presence: [string, boolean][] = [];
  realtime.onPresence((user, isOnline) => {
    presence.push([user.id, isOnline]);
  });
  let waiters: ((c: RealtimeConnection) => void)[] = [];
  const closed = realtime.closed.bind(realtime);
  realtime.closed = async (conn) => {
    await closed(conn);
    for (const w of waiters) w(conn);
    waiters = [];
  };
  return {
    ...instance,
    presence,
    closedOnce: () => new Promise((resolve) => waiters.push(resolve)),
  };
}

const echoOf = (content: string) => (e: ServerEvent) => e.type === "chat_error" && e.message === content;
async function roundTrip(socket: TestSocket, content: string) {
  socket.send({ type: "chat_message", content });
  await socket.next(echoOf(content), `echo of ${content}`);
}
const invalidations = (s: TestSocket, domain: string) =>
  s.events.filter((e) => e.type === "invalidate" && e.domains[0] === domain).length;

describe.skipIf(!reachable)("two instances through Redis", () => {
  const prefix = `nyumba-test-${randomBytes(4).toString("hex")}:`;
  let two: Awaited<ReturnType<typeof startTwoInstances<Instance>>>;
  let testDb: TestDatabase;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    two = await startTwoInstances(prefix, startInstance);
    ({ testDb, a, b } = two);
  });
  afterAll(() => two?.close());

  async function signedIn() {
    const user = await makeTenant(testDb.database.db);
    const session = await sessionFor(testDb.database.db, user.id);
    return { user, session };
  }

  it("an event published on A reaches the user's sockets on A and on B exactly once", async () => {
    const { user, session } = await signedIn();
    const onA = await openSocket(a.url, { cookie: session.cookie, origin: a.origin });
    const onB = await openSocket(b.url, { cookie: session.cookie, origin: b.origin });
    // Once a frame is answered, the socket's open has finished: its topics are subscribed in Redis.
    await Promise.all([roundTrip(onA, "a"), roundTrip(onB, "b")]);

    await a.realtime.publish(userTopic(user.id), { type: "invalidate", domains: ["from-a"] });
    await b.realtime.publish(userTopic(user.id), { type: "invalidate", domains: ["from-b"] });
    // A marker after them, from each instance: a duplicate of either event would arrive before it.
    await a.realtime.publish(userTopic(user.id), { type: "invalidate", domains: ["marker-a"] });
    await b.realtime.publish(userTopic(user.id), { type: "invalidate", domains: ["marker-b"] });
    for (const s of [onA, onB]) {
      for (const m of ["marker-a", "marker-b"]) {
        await s.next((e) => e.type === "invalidate" && e.domains[0] === m, m);
      }
      expect(invalidations(s, "from-a")).toBe(1);
      expect(invalidations(s, "from-b")).toBe(1);
    }
    await Promise.all([onA.close(), onB.close()]);
  });

  it("an event for one user does not reach another user's socket on the other instance", async () => {
    const amina = await signedIn();
    const other = await signedIn();
    const aminaOnB = await openSocket(b.url, { cookie: amina.session.cookie, origin: b.origin });
    const otherOnB = await openSocket(b.url, { cookie: other.session.cookie, origin: b.origin });
    await Promise.all([roundTrip(aminaOnB, "1"), roundTrip(otherOnB, "2")]);
    await a.realtime.publish(userTopic(amina.user.id), { type: "invalidate", domains: ["for-amina"] });
    await a.realtime.publish(userTopic(other.user.id), { type: "invalidate", domains: ["marker"] });
    await aminaOnB.next((e) => e.type === "invalidate", "amina's event");
    await otherOnB.next((e) => e.type === "invalidate", "the marker");
    expect(invalidations(otherOnB, "for-amina")).toBe(0);
    await Promise.all([aminaOnB.close(), otherOnB.close()]);
  });

  it("signing out on A closes the session's socket on B", async () => {
    const { session } = await signedIn();
    const onB = await openSocket(b.url, { cookie: session.cookie, origin: b.origin });
    await roundTrip(onB, "open");
    const res = await a.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie: session.cookie, origin: a.origin },
    });
    expect(res.statusCode).toBe(200);
    expect((await onB.closed).code).toBe(CLOSE_CODES.SESSION_ENDED);
  });

  it("presence is the user's first socket and last socket over both instances", async () => {
    const { user, session } = await signedIn();
    const mine = (i: Instance) => i.presence.filter(([id]) => id === user.id);
    const onA = await openSocket(a.url, { cookie: session.cookie, origin: a.origin });
    await roundTrip(onA, "a");
    expect(mine(a)).toEqual([[user.id, true]]);
    expect(await b.realtime.onlineAmong([user.id])).toEqual(new Set([user.id]));

    const onB = await openSocket(b.url, { cookie: session.cookie, origin: b.origin });
    await roundTrip(onB, "b");
    expect(mine(b)).toEqual([]);

    let closed = a.closedOnce();
    await onA.close();
    await closed;
    expect(mine(a)).toEqual([[user.id, true]]);
    expect(await a.realtime.onlineAmong([user.id])).toEqual(new Set([user.id]));

    closed = b.closedOnce();
    await onB.close();
    await closed;
    expect(mine(b)).toEqual([[user.id, false]]);
    expect(await a.realtime.onlineAmong([user.id])).toEqual(new Set());
  });

  it("a crashed instance's users go offline when its presence entries expire", async () => {
    const user = await makeTenant(testDb.database.db);
    const crashing = await RedisRealtime.connect({ url: TEST_REDIS_URL, prefix, presenceTtlMs: 200 });
    await FakeSocket.open(crashing, { id: user.id, role: "tenant" });
    expect(await a.realtime.onlineAmong([user.id])).toEqual(new Set([user.id]));
    // The heartbeat keeps the entry alive: its expiry moves forward.
    const redis = new Redis(TEST_REDIS_URL);
    await crashing.heartbeat();
    expect(await redis.pttl(`${prefix}presence:${user.id}`)).toBeGreaterThan(0);
    // The instance dies without closing its sockets.
    crashing.commands.disconnect();
    await crashing.close();
    await vi.waitFor(async () => expect(await a.realtime.onlineAmong([user.id])).toEqual(new Set()), {
      timeout: 3000,
      interval: 50,
    });
    redis.disconnect();
  });

  it("a socket's ready names the latest event any instance published to its topics, presence aside", async () => {
    const { user, session } = await signedIn();
    const lastOf = async (instance: Instance) => {
      const socket = await openSocket(instance.url, { cookie: session.cookie, origin: instance.origin });
      const { lastEventAt } = await socket.ready;
      await socket.close();
      return lastEventAt;
    };
    await new Promise((r) => setTimeout(r, 5));
    const published = Date.now();
    await a.realtime.publish(userTopic(user.id), { type: "invalidate", domains: ["x"] });
    const afterEvent = await lastOf(b);
    expect(afterEvent).toBeGreaterThanOrEqual(published);
    expect(afterEvent).toBeLessThanOrEqual(Date.now());

    await new Promise((r) => setTimeout(r, 5));
    await a.realtime.publish(userTopic(user.id), {
      type: "presence",
      userId: user.id,
      isOnline: true,
      lastSeen: null,
    });
    expect(await lastOf(b)).toBe(afterEvent);
  });

  it("after Redis lost the event times, a socket is told now (its browser catches up)", async () => {
    const { session } = await signedIn();
    const redis = new Redis(TEST_REDIS_URL);
    const kept = await redis.keys(`${prefix}last*`);
    if (kept.length) await redis.del(...kept);
    redis.disconnect();
    const before = Date.now();
    const socket = await openSocket(b.url, { cookie: session.cookie, origin: b.origin });
    expect((await socket.ready).lastEventAt).toBeGreaterThanOrEqual(before);
    await socket.close();
  });

  it("hit() counters and the routes' rate limits are shared", async () => {
    const key = `test:${randomBytes(4).toString("hex")}`;
    expect((await a.realtime.hit(key, 3, 60_000)).allowed).toBe(true);
    expect((await b.realtime.hit(key, 3, 60_000)).allowed).toBe(true);
    expect((await a.realtime.hit(key, 3, 60_000)).allowed).toBe(true);
    const fourth = await b.realtime.hit(key, 3, 60_000);
    expect(fourth.allowed).toBe(false);
    expect(fourth.retryAfterMs).toBeGreaterThan(0);
    expect(fourth.retryAfterMs).toBeLessThanOrEqual(60_000);

    const login = (app: FastifyInstance) =>
      app.inject({
        method: "POST",
        url: "/api/login",
        remoteAddress: "10.9.8.7",
        headers: { origin: "http://localhost:3000" },
        payload: { email: "nobody@example.com", password: "wrong-password-1", role: "tenant" },
      });
    const first = await login(a.app);
    const limit = Number(first.headers["x-ratelimit-limit"]);
    const remainingOnA = Number(first.headers["x-ratelimit-remaining"]);
    const onB = await login(b.app);
    expect(Number(onB.headers["x-ratelimit-remaining"])).toBe(remainingOnA - 1);
    expect(limit).toBeGreaterThan(0);
  });
});

describe.skipIf(!reachable)("RedisRealtime when Redis goes away", () => {
  it("keeps serving its own sockets and counts in memory, without throwing", async () => {
    const rt = await RedisRealtime.connect({
      url: TEST_REDIS_URL,
      prefix: `nyumba-test-${randomBytes(4).toString("hex")}:`,
    });
    const logged: string[] = [];
    rt.log = { warn: (_o, m) => logged.push(m), error: (_o, m) => logged.push(m) };
    const conn = await FakeSocket.open(rt, { id: "u1", role: "tenant" });
    rt.commands.disconnect();
    await rt.publish(userTopic("u1"), { type: "invalidate", domains: ["still"] });
    expect(conn.events).toEqual([{ type: "invalidate", domains: ["still"] }]);
    expect(await rt.hit("k", 1, 60_000)).toEqual({ allowed: true, retryAfterMs: 0 });
    expect((await rt.hit("k", 1, 60_000)).allowed).toBe(false);
    expect(await rt.onlineAmong(["u1", "u2"])).toEqual(new Set(["u1"]));
    await rt.closed(conn);
    expect(logged.length).toBeGreaterThan(0);
    // Without Redis no instance's event times are known: a socket opening now is told "now" (catch up).
    const before = Date.now();
    const [lastEventAt] = (await FakeSocket.open(rt, { id: "u3", role: "tenant" })).readies;
    expect(lastEventAt).toBeGreaterThanOrEqual(before);
    await rt.close();
  });
});

describe.skipIf(!reachable)("RedisRealtime when Redis comes back", () => {
  it("closes its sockets so their browsers reconnect and catch up on what was published meanwhile", async () => {
    const rt = await RedisRealtime.connect({
      url: TEST_REDIS_URL,
      prefix: `nyumba-test-${randomBytes(4).toString("hex")}:`,
    });
    rt.log = { warn: () => {}, error: () => {} };
    const conn = await FakeSocket.open(rt, { id: "u2", role: "tenant" });
    const closes = conn.closeCodes;
    expect(closes).toEqual([]);
    const back = new Promise((resolve) => rt.subscriber.once("ready", resolve));
    rt.subscriber.disconnect(true);
    await back;
    expect(closes).toEqual([CLOSE_CODES.GOING_AWAY]);
    await rt.closed(conn);
    await rt.close();
  });
});

describe("RedisRealtime without Redis", () => {
  it("says which setting points nowhere", async () => {
    await expect(RedisRealtime.connect({ url: "redis://127.0.0.1:1" })).rejects.toThrow(
      /Redis at REDIS_URL is not reachable/,
    );
  });
});
