import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerEvent } from "../../../../common/realtime/events";
import { makeLandlord, makeLease, makeProperty, makeTenant } from "../../test/lease-factories";
import {
  type RedisInstance,
  redisReachable,
  startRedisInstance,
  startTwoInstances,
  TEST_REDIS_URL,
} from "../../test/redis-instances";
import { openSocket, sessionFor, type TestSocket } from "../../test/sockets";
import type { TestDatabase } from "../../test/test-database";

/**
 * Neighbour chat on two instances of the app behind one database and one Redis, with real sockets: a message sent
 * to instance A reaches a resident's socket on instance B exactly once, and never a socket of another property.
 * Skipped with one line when Redis is not reachable (TEST_REDIS_URL, default redis://127.0.0.1:6379).
 */

const reachable = await redisReachable();
if (!reachable) console.warn(`chat on two instances: skipped, no Redis at ${TEST_REDIS_URL}`);

const chatMessages = (s: TestSocket, content: string) =>
  s.events.filter((e) => e.type === "new_chat_message" && e.message.content === content);
const isMessage = (content: string) => (e: ServerEvent) =>
  e.type === "new_chat_message" && e.message.content === content;

describe.skipIf(!reachable)("chat on two instances through Redis", () => {
  const prefix = `nyumba-chat-test-${randomBytes(4).toString("hex")}:`;
  let two: Awaited<ReturnType<typeof startTwoInstances<RedisInstance>>>;
  let testDb: TestDatabase;
  let a: RedisInstance;
  let b: RedisInstance;

  beforeAll(async () => {
    two = await startTwoInstances(prefix, startRedisInstance);
    ({ testDb, a, b } = two);
  });
  afterAll(() => two?.close());

  async function resident(propertyId: number, unitId: number, firstName: string) {
    const db = testDb.database.db;
    const user = await makeTenant(db, { firstName });
    await makeLease(db, { propertyId, unitId, tenantId: user.id });
    return { user, session: await sessionFor(db, user.id) };
  }

  it("a message sent on A reaches the room's sockets on A and B once, and no other property's", async () => {
    const db = testDb.database.db;
    const landlord = await makeLandlord(db);
    const { property: heights, units } = await makeProperty(db, landlord.id, { units: ["1A", "1B"] });
    const { property: other, units: otherUnits } = await makeProperty(db, landlord.id, { units: ["9Z"] });
    const sarah = await resident(heights.id, units[0]!.id, "Sarah");
    const samuel = await resident(heights.id, units[1]!.id, "Samuel");
    const grace = await resident(other.id, otherUnits[0]!.id, "Grace");

    const sarahOnA = await openSocket(a.url, { cookie: sarah.session.cookie, origin: a.origin });
    const samuelOnB = await openSocket(b.url, { cookie: samuel.session.cookie, origin: b.origin });
    const graceOnB = await openSocket(b.url, { cookie: grace.session.cookie, origin: b.origin });
    // Each socket has joined its rooms once its own message comes back to it.
    for (const [s, text] of [
      [sarahOnA, "ready sarah"],
      [samuelOnB, "ready samuel"],
      [graceOnB, "ready grace"],
    ] as const) {
      s.send({ type: "chat_message", content: text });
      await s.next(isMessage(text), text);
    }

    sarahOnA.send({ type: "chat_message", content: "Water is back on floor 1", propertyId: other.id });
    await samuelOnB.next(isMessage("Water is back on floor 1"), "Sarah's message on B");
    // A marker sent after it, from B: a duplicate of Sarah's message would arrive before it.
    samuelOnB.send({ type: "chat_message", content: "marker" });
    await samuelOnB.next(isMessage("marker"), "the marker");
    await sarahOnA.next(isMessage("marker"), "the marker on A");

    expect(chatMessages(samuelOnB, "Water is back on floor 1")).toHaveLength(1);
    expect(chatMessages(sarahOnA, "Water is back on floor 1")).toHaveLength(1);
    const [sent] = chatMessages(samuelOnB, "Water is back on floor 1");
    expect(sent?.type === "new_chat_message" && sent.message.propertyId).toBe(heights.id);
    // Grace lives in the other property: she got her own message and nothing of Heights'.
    expect(graceOnB.events.filter((e) => e.type === "new_chat_message")).toHaveLength(1);

    await Promise.all([sarahOnA.close(), samuelOnB.close(), graceOnB.close()]);
  });
});
