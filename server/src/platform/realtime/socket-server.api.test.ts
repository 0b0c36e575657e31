import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { msg } from "../../../../common/i18n/message";
import { AS_OF_HEADER } from "../../../../common/realtime/catch-up";
import { CLOSE_CODES, MAX_FRAME_BYTES, type ServerEvent } from "../../../../common/realtime/events";
import { sessions } from "../../db/schema";
import { makeLandlord, makeTenant } from "../../test/lease-factories";
import { listen, openSocket, refusal, sessionFor, type TestSocket } from "../../test/sockets";
import { createTestApp, type TestApp } from "../../test/test-app";
import { SESSION_COOKIE } from "../auth/cookies";
import type { SessionUser } from "../auth/session";
import { newToken } from "../auth/tokens";
import { badRequest } from "../errors";
import { userTopic } from "./local";
import type { RealtimeHost } from "./types";

/**
 * The `/ws` server on a real port with real `ws` clients. The chat module is built elsewhere: a test-only handler
 * for `chat_message` frames answers each one with a `chat_error` event carrying its content (an echo), throws a
 * plain Error for "boom" and an AppError for "refuse".
 */

let t: TestApp;
let url: string;
let origin: string;
let realtime: RealtimeHost;
const presence: [string, boolean][] = [];
let presenceWaiters: (() => void)[] = [];
const lateTopic = (userId: string) => `late:${userId}`;

beforeAll(async () => {
  t = await createTestApp();
  realtime = t.app.deps.realtime as RealtimeHost;
  realtime.onFrame("chat_message", (conn, frame) => {
    if (frame.content === "boom") throw new Error("a handler's bug");
    if (frame.content === "refuse") throw badRequest("VALIDATION_ERROR", msg("errors.UNAUTHORIZED"));
    conn.send({ type: "chat_error", code: "ECHO", message: frame.content, clientId: frame.clientId ?? null });
  });
  // A module that joins a topic after reading something (the chat module reads the user's rooms first).
  realtime.onConnect(async (conn) => {
    await new Promise((r) => setTimeout(r, 20));
    conn.subscribe(lateTopic(conn.user.id));
  });
  realtime.onPresence((user: SessionUser, isOnline: boolean) => {
    presence.push([user.id, isOnline]);
    for (const w of presenceWaiters) w();
    presenceWaiters = [];
  });
  ({ url, origin } = await listen(t.app));
});
afterAll(async () => {
  await t.close();
});

const echoOf = (content: string) => (e: ServerEvent) => e.type === "chat_error" && e.message === content;
/** Sends a frame answered by an echo and waits for it: every frame sent before it has been handled. */
async function roundTrip(socket: TestSocket, content: string) {
  socket.send({ type: "chat_message", content });
  return socket.next(echoOf(content), `echo of ${content}`);
}
async function signedIn() {
  const user = await makeTenant(t.database.db);
  const session = await sessionFor(t.database.db, user.id);
  return { user, session, headers: { cookie: session.cookie, origin } };
}
/** Until `userId` has `n` presence changes: another test's socket closing late may add its own meanwhile. */
async function presenceOf(userId: string, n: number) {
  const of = () => presence.filter(([id]) => id === userId);
  while (of().length < n) await new Promise<void>((resolve) => presenceWaiters.push(resolve));
  return of();
}

describe("ready, and catching up on a first open (docs/realtime.md)", () => {
  it("a socket's first event is ready, once it hears its topics, saying whether anything came after an answer", async () => {
    const { user, headers } = await signedIn();
    const answer = await t.client().request("GET", "/api/auth/user", undefined, { cookie: headers.cookie });
    expect(answer.status).toBe(200);
    const asOf = Number(answer.res.headers[AS_OF_HEADER]);

    // Nothing published to the user's topics since the answer: the browser may keep what it has.
    const quiet = await openSocket(url, headers);
    expect((await quiet.ready).lastEventAt).toBeLessThanOrEqual(asOf);
    // Ready means in every topic, those the connect handlers join too: what is published from then on arrives.
    await realtime.publish(lateTopic(user.id), { type: "invalidate", domains: ["after-ready"] });
    await quiet.next(
      (e) => e.type === "invalidate" && e.domains[0] === "after-ready",
      "the event after ready",
    );
    expect(quiet.events).toEqual([{ type: "invalidate", domains: ["after-ready"] }]);
    await quiet.close();

    // That event came after the answer: a socket opened now is told so.
    const told = await openSocket(url, headers);
    expect((await told.ready).lastEventAt).toBeGreaterThanOrEqual(asOf);
    await told.close();
  });

  it("GET answers of the API say when their request began; other answers do not", async () => {
    const before = Date.now();
    const get = await t.client().get("/api/health");
    const asOf = Number(get.res.headers[AS_OF_HEADER]);
    expect(asOf).toBeGreaterThanOrEqual(before - 1);
    expect(asOf).toBeLessThanOrEqual(Date.now());
    const post = await t.client().post("/api/login", { email: "nobody@example.com", password: "x" });
    expect(post.res.headers[AS_OF_HEADER]).toBeUndefined();
  });
});

describe("/ws handshake", () => {
  it("opens for a signed-in user from our own pages", async () => {
    const { headers } = await signedIn();
    const socket = await openSocket(url, headers);
    expect((await roundTrip(socket, "hello")).type).toBe("chat_error");
    await socket.close();
  });

  it("is refused with 401 without a session, or with one that ended", async () => {
    expect(await refusal(url, { origin })).toBe(401);
    expect(await refusal(url, { origin, cookie: "nyumba_session=not-a-session" })).toBe(401);
  });

  it("is refused with 403 from another site's page, or without an Origin", async () => {
    const { session } = await signedIn();
    expect(await refusal(url, { cookie: session.cookie, origin: "https://evil.example" })).toBe(403);
    expect(await refusal(url, { cookie: session.cookie, origin: "null" })).toBe(403);
    expect(await refusal(url, { cookie: session.cookie })).toBe(403);
  });

  it("refuses a user's sockets beyond the minute's limit with 429, not another user's", async () => {
    const own = await createTestApp({}, { sockets: { maxOpensPerMinute: 3 } });
    try {
      const where = await listen(own.app);
      const [looping, other] = [await makeTenant(own.database.db), await makeTenant(own.database.db)];
      const loop = { cookie: (await sessionFor(own.database.db, looping.id)).cookie, origin: where.origin };
      for (let i = 0; i < 3; i++) await (await openSocket(where.url, loop)).close();
      expect(await refusal(where.url, loop)).toBe(429);
      const fine = await openSocket(where.url, {
        cookie: (await sessionFor(own.database.db, other.id)).cookie,
        origin: where.origin,
      });
      await fine.close();
    } finally {
      await own.close();
    }
  });

  it("answers a plain GET that is not an upgrade with 404, signed in or not, with or without an Origin", async () => {
    const { session } = await signedIn();
    for (const headers of [{ cookie: session.cookie, origin }, { origin }, { cookie: session.cookie }, {}]) {
      const res = await t.app.inject({ method: "GET", url: "/ws", headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: "NOT_FOUND", error: "No such endpoint: GET /ws" });
    }
  });
});

describe("/ws frames", () => {
  it("ignores and counts frames it cannot read; the socket stays open and reads the next one", async () => {
    const { headers } = await signedIn();
    const socket = await openSocket(url, headers);
    await roundTrip(socket, "ready");
    const before = realtime.stats().ignoredFrames;
    socket.send("not json");
    socket.send({ type: "no_such_frame", content: "x" });
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    socket.send({ type: "chat_message", content: 42 });
    socket.send({ type: "chat_message", content: "x", conversationId: "not-a-uuid" });
    socket.send("[]");
    await roundTrip(socket, "still here");
    expect(realtime.stats().ignoredFrames - before).toBe(6);
    expect(socket.isOpen).toBe(true);
    await socket.close();
  });

  it("closes only the socket that sends an oversize frame (1009); the server keeps serving", async () => {
    const big = await signedIn();
    const other = await signedIn();
    const bystander = await openSocket(url, other.headers);
    const socket = await openSocket(url, big.headers);
    socket.send({ type: "chat_message", content: "x".repeat(MAX_FRAME_BYTES) });
    expect((await socket.closed).code).toBe(CLOSE_CODES.TOO_BIG);
    await roundTrip(bystander, "unaffected");
    const again = await openSocket(url, big.headers);
    await roundTrip(again, "back");
    await Promise.all([bystander.close(), again.close()]);
  });

  it("a handler's bug is logged, never closes the socket or another", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const socket = await openSocket(url, a.headers);
    const other = await openSocket(url, b.headers);
    socket.send({ type: "chat_message", content: "boom" });
    await roundTrip(socket, "after the bug");
    await roundTrip(other, "other after the bug");
    expect(t.logs.some((l) => l.includes("socket handler failed") && l.includes("a handler's bug"))).toBe(
      true,
    );
    await Promise.all([socket.close(), other.close()]);
  });

  it("a refused frame is answered with chat_error in the socket's language", async () => {
    const { headers } = await signedIn();
    const socket = await openSocket(url, { ...headers, "accept-language": "en" });
    socket.send({ type: "chat_message", content: "refuse", clientId: "c-1" });
    const refused = await socket.next((e) => e.type === "chat_error" && e.clientId === "c-1", "the refusal");
    expect(refused).toEqual({
      type: "chat_error",
      code: "VALIDATION_ERROR",
      message: "Please sign in to continue.",
      clientId: "c-1",
    });
    await socket.close();
  });
});

describe("/ws topics and sessions", () => {
  it("an event published to a user's topic reaches that user's sockets only", async () => {
    const amina = await signedIn();
    const other = await signedIn();
    const first = await openSocket(url, amina.headers);
    const second = await openSocket(url, amina.headers);
    const bystander = await openSocket(url, other.headers);
    await Promise.all([roundTrip(first, "1"), roundTrip(second, "2"), roundTrip(bystander, "3")]);
    await realtime.publish(userTopic(amina.user.id), { type: "invalidate", domains: ["chat"] });
    await realtime.publish(userTopic(other.user.id), { type: "invalidate", domains: ["marker"] });
    for (const s of [first, second]) await s.next((e) => e.type === "invalidate", "the user's event");
    await bystander.next((e) => e.type === "invalidate", "the marker");
    expect(bystander.events.filter((e) => e.type === "invalidate")).toEqual([
      { type: "invalidate", domains: ["marker"] },
    ]);
    expect(first.events.filter((e) => e.type === "invalidate")).toHaveLength(1);
    await Promise.all([first.close(), second.close(), bystander.close()]);
  });

  it("events from a muted user are not delivered to that socket", async () => {
    const { user, headers } = await signedIn();
    const blocked = await makeTenant(t.database.db);
    let muteNext = true;
    realtime.onConnect((conn) => {
      if (conn.user.id === user.id && muteNext) conn.muted.add(blocked.id);
    });
    // A frame answered means the socket's connect handlers have all run (other modules' handlers may await).
    const muting = await openSocket(url, headers);
    await roundTrip(muting, "m");
    muteNext = false;
    const notMuting = await openSocket(url, headers);
    await roundTrip(notMuting, "n");
    await realtime.publish(
      userTopic(user.id),
      { type: "invalidate", domains: ["from-blocked"] },
      { from: blocked.id },
    );
    await realtime.publish(userTopic(user.id), { type: "invalidate", domains: ["marker"] });
    await muting.next((e) => e.type === "invalidate", "the marker");
    await notMuting.next((e) => e.type === "invalidate" && e.domains[0] === "marker", "the marker");
    expect(muting.events.filter((e) => e.type === "invalidate")).toEqual([
      { type: "invalidate", domains: ["marker"] },
    ]);
    expect(notMuting.events.filter((e) => e.type === "invalidate")).toHaveLength(2);
    await Promise.all([muting.close(), notMuting.close()]);
  });

  it("signing out closes that session's sockets (4401), not the user's other sessions", async () => {
    const user = await makeLandlord(t.database.db);
    const phone = await sessionFor(t.database.db, user.id);
    const laptop = await sessionFor(t.database.db, user.id);
    const phoneSockets = [
      await openSocket(url, { cookie: phone.cookie, origin }),
      await openSocket(url, { cookie: phone.cookie, origin }),
    ];
    const laptopSocket = await openSocket(url, { cookie: laptop.cookie, origin });
    await Promise.all([...phoneSockets, laptopSocket].map((s, i) => roundTrip(s, `s${i}`)));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/logout",
      headers: { cookie: phone.cookie, origin },
    });
    expect(res.statusCode).toBe(200);
    for (const s of phoneSockets) expect((await s.closed).code).toBe(CLOSE_CODES.SESSION_ENDED);
    await roundTrip(laptopSocket, "still signed in");
    expect(await refusal(url, { cookie: phone.cookie, origin })).toBe(401);
    await laptopSocket.close();
  });

  it("presence: the user's first socket brings them online, the last one takes them offline", async () => {
    const { user, headers } = await signedIn();
    const first = await openSocket(url, headers);
    expect(await presenceOf(user.id, 1)).toEqual([[user.id, true]]);
    expect(await realtime.onlineAmong([user.id, "someone-else"])).toEqual(new Set([user.id]));
    const second = await openSocket(url, headers);
    await roundTrip(second, "second open");
    await first.close();
    await roundTrip(second, "first closed");
    expect(presence.filter(([id]) => id === user.id)).toEqual([[user.id, true]]);
    await second.close();
    expect(await presenceOf(user.id, 2)).toEqual([
      [user.id, true],
      [user.id, false],
    ]);
    expect(await realtime.onlineAmong([user.id])).toEqual(new Set());
  });
});

describe("/ws heartbeat and shutdown", () => {
  it("cuts off a socket that does not answer pings; one that answers stays", async () => {
    // Long enough that the answering socket's pong (this same process) arrives in time on a loaded machine.
    const own = await createTestApp({}, { sockets: { heartbeatMs: 250 } });
    try {
      (own.app.deps.realtime as RealtimeHost).onFrame("chat_message", (conn, frame) =>
        conn.send({ type: "chat_error", code: "ECHO", message: frame.content, clientId: null }),
      );
      const where = await listen(own.app);
      const user = await makeTenant(own.database.db);
      const { cookie } = await sessionFor(own.database.db, user.id);
      const silent = await openSocket(where.url, { cookie, origin: where.origin }, { autoPong: false });
      const answering = await openSocket(where.url, { cookie, origin: where.origin });
      let pings = 0;
      const twoPings = new Promise<void>((resolve) =>
        answering.ws.on("ping", () => {
          pings += 1;
          if (pings === 2) resolve();
        }),
      );
      expect((await silent.closed).code).toBe(1006);
      // The answering socket is pinged again after answering a ping: it passed a check the silent one failed.
      await twoPings;
      answering.send({ type: "chat_message", content: "alive" });
      await answering.next(echoOf("alive"), "the echo");
      await answering.close();
    } finally {
      await own.close();
    }
  });

  it("closes a socket when its session ends by age (4401), not while the session is extended", async () => {
    const own = await createTestApp({}, { sockets: { heartbeatMs: 50 } });
    try {
      (own.app.deps.realtime as RealtimeHost).onFrame("chat_message", (conn, frame) =>
        conn.send({ type: "chat_error", code: "ECHO", message: frame.content, clientId: null }),
      );
      const where = await listen(own.app);
      const db = own.database.db;
      const shortSession = async (userId: string) => {
        const { token, hash } = newToken();
        await db.insert(sessions).values({ tokenHash: hash, userId, expiresAt: new Date(Date.now() + 1500) });
        return { cookie: `${SESSION_COOKIE}=${token}`, hash };
      };
      const ending = await shortSession((await makeTenant(db)).id);
      const extended = await shortSession((await makeTenant(db)).id);
      const endingSocket = await openSocket(where.url, { cookie: ending.cookie, origin: where.origin });
      const extendedSocket = await openSocket(where.url, { cookie: extended.cookie, origin: where.origin });
      // The second session is used elsewhere meanwhile: it lives on.
      await db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + 86_400_000) })
        .where(eq(sessions.tokenHash, extended.hash));
      expect((await endingSocket.closed).code).toBe(CLOSE_CODES.SESSION_ENDED);
      // Heartbeats after the first session's end have run the check for the second one too.
      let pings = 0;
      await new Promise<void>((resolve) =>
        extendedSocket.ws.on("ping", () => {
          if (++pings === 3) resolve();
        }),
      );
      expect(extendedSocket.isOpen).toBe(true);
      extendedSocket.send({ type: "chat_message", content: "still here" });
      await extendedSocket.next(echoOf("still here"), "the echo");
      await extendedSocket.close();
    } finally {
      await own.close();
    }
  });

  it("cuts off a socket that stopped reading once too much waits to be sent to it (4408)", async () => {
    const own = await createTestApp({}, { sockets: { maxBufferedBytes: 16 * 1024 } });
    try {
      const where = await listen(own.app);
      const rt = own.app.deps.realtime as RealtimeHost;
      const user = await makeTenant(own.database.db);
      const { cookie } = await sessionFor(own.database.db, user.id);
      const gone = new Promise<string>((resolve) => rt.onDisconnect((conn) => resolve(conn.user.id)));
      const stalled = await openSocket(where.url, { cookie, origin: where.origin });
      stalled.ws.pause();
      const bulky = { type: "invalidate" as const, domains: ["x".repeat(8 * 1024)] };
      // The kernel's buffers take the first megabytes; then the socket's own queue grows past the limit.
      for (let i = 0; i < 10_000 && rt.stats().connections > 0; i++) {
        await rt.publish(userTopic(user.id), bulky);
        if (i % 100 === 99) await new Promise((resolve) => setImmediate(resolve));
      }
      expect(await gone).toBe(user.id);
      stalled.ws.terminate();
    } finally {
      await own.close();
    }
  });

  it("closing the app tells every socket it is going away (1001) and does not hang", async () => {
    const own = await createTestApp({}, { sockets: { closeGraceMs: 200 } });
    const where = await listen(own.app);
    const user = await makeTenant(own.database.db);
    const { cookie } = await sessionFor(own.database.db, user.id);
    const polite = await openSocket(where.url, { cookie, origin: where.origin });
    // A client that never answers the closing handshake is cut off after the grace period.
    const stuck = await openSocket(where.url, { cookie, origin: where.origin });
    stuck.ws.pause();
    // Open sockets are not requests in flight: shutdown does not wait out drainRequests' timeout for them.
    const drained = await Promise.race([
      own.app.drainRequests(60_000).then(() => "drained"),
      new Promise((resolve) => setImmediate(() => resolve("waiting"))),
    ]);
    expect(drained).toBe("drained");
    const closed: string[] = [];
    own.app.deps.realtime.onDisconnect((conn) => {
      closed.push(conn.id);
    });
    await own.close();
    expect((await polite.closed).code).toBe(CLOSE_CODES.GOING_AWAY);
    expect(closed).toHaveLength(2);
    stuck.ws.terminate();
  });
});
