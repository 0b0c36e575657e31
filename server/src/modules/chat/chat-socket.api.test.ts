import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mergeBySeq } from "../../../../common/chat/merge";
import type { ServerEvent } from "../../../../common/realtime/events";
import type { ChatMessage } from "../../../../common/schemas/chat";
import { CHAT_MESSAGES_PER_MINUTE } from "../../../../common/schemas/chat";
import { leases } from "../../db/schema";
import { chatWorld, type FakeSocket, openSocket, openSockets, realtimeOf } from "../../test/chat-factories";
import { leaseBody, makeProperty, userById } from "../../test/lease-factories";
import { del, put } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";

/** Sockets opened and closed through the realtime layer's own entry points (open, receive, closed). */
const t = sharedTestApp();

type List = { conversation: { id: string; lastSeq: number }; messages: ChatMessage[]; hasMore: boolean };
const list = async (c: TestClient, query = "") => (await c.get(`/api/chat${query}`)).body as unknown as List;
const received = (s: FakeSocket) => s.of("new_chat_message").map((e) => e.message);
const contentsOf = (s: FakeSocket) => received(s).map((m) => m.content);
const presenceOf = (s: FakeSocket, userId: string) =>
  s
    .of("presence")
    .filter((e) => e.userId === userId)
    .map((e) => e.isOnline);

describe("chat over the socket", () => {
  it("sends chat_message as the session's user into their room; everyone in the room receives it", async () => {
    const w = await chatWorld(t);
    const [sarah, samuel, landlord, grace, peter] = await openSockets(t, [
      w.sarah,
      w.samuel,
      w.landlord,
      w.grace,
      w.peter,
    ] as const);
    // The sender is the session's user; a tenant's propertyId is ignored (their own room).
    await sarah.say({
      type: "chat_message",
      content: "Good morning, Heights!",
      propertyId: w.towers.id,
      clientId: "k1",
    });
    for (const s of [sarah, samuel, landlord]) {
      expect(received(s)).toHaveLength(1);
      expect(received(s)[0]).toMatchObject({
        senderId: w.sarah.id,
        propertyId: w.heights.id,
        content: "Good morning, Heights!",
        seq: 1,
        clientId: "k1",
        sender: { firstName: "Sarah", lastName: "Namukasa", unit: "4B" },
      });
    }
    // Another property's sockets receive nothing: another landlord's, and the same landlord's other building.
    expect(received(grace)).toEqual([]);
    expect(received(peter)).toEqual([]);
    expect((await list(w.c.grace)).messages).toEqual([]);
    expect((await list(w.c.samuel)).messages.map((m) => m.content)).toEqual(["Good morning, Heights!"]);

    // The landlord writes into the property they name, and sees each of their rooms.
    await landlord.say({ type: "chat_message", content: "Water off at 2pm", propertyId: w.heights.id });
    await peter.say({ type: "chat_message", content: "Annex here" });
    expect(contentsOf(samuel)).toEqual(["Good morning, Heights!", "Water off at 2pm"]);
    expect(contentsOf(landlord)).toEqual(["Good morning, Heights!", "Water off at 2pm", "Annex here"]);
    expect(contentsOf(peter)).toEqual(["Annex here"]);
    for (const s of [sarah, samuel, landlord, grace, peter]) await s.close();
  });

  it("never lets a socket of another property send into the room, by conversationId or propertyId", async () => {
    const w = await chatWorld(t);
    const room = await list(w.c.sarah);
    const [grace, other, sarah] = await openSockets(t, [w.grace, w.otherLandlord, w.sarah] as const);
    await grace.say({ type: "chat_message", content: "sneaking in", conversationId: room.conversation.id });
    expect(grace.of("chat_error")).toEqual([
      { type: "chat_error", code: "NOT_FOUND", message: "This conversation was not found.", clientId: null },
    ]);
    // A tenant's propertyId is ignored: the message goes to their own room, never to Heights.
    await grace.say({ type: "chat_message", content: "in my own room", propertyId: w.heights.id });
    await other.say({ type: "chat_message", content: "not mine", propertyId: w.heights.id, clientId: "x" });
    expect(other.of("chat_error")).toEqual([
      {
        type: "chat_error",
        code: "NOT_FOUND",
        message: "This property was not found among yours.",
        clientId: "x",
      },
    ]);
    await other.say({ type: "chat_message", content: "not mine", conversationId: room.conversation.id });
    expect(other.of("chat_error")).toHaveLength(2);

    expect(received(sarah)).toEqual([]);
    expect((await list(w.c.sarah)).conversation.lastSeq).toBe(0);
    expect((await list(w.c.grace)).messages.map((m) => m.content)).toEqual(["in my own room"]);
    for (const s of [grace, other, sarah]) await s.close();
  });

  it("answers a refused frame with chat_error in words, echoing its clientId; ignores frames that do not parse", async () => {
    const w = await chatWorld(t);
    const sarah = await openSocket(t, w.sarah);
    const before = realtimeOf(t).stats().ignoredFrames;
    await sarah.say({ type: "chat_message", content: "   ", clientId: "blank" });
    await sarah.say({ type: "chat_message", content: "x".repeat(2001), clientId: "long" });
    await sarah.say({ type: "chat_message", content: "hi", conversationId: crypto.randomUUID() });
    await sarah.say({ type: "chat_message", content: "a\u0000b", clientId: "nul" });
    expect(sarah.of("chat_error")).toEqual([
      { type: "chat_error", code: "VALIDATION_ERROR", message: "Type a message first.", clientId: "blank" },
      {
        type: "chat_error",
        code: "VALIDATION_ERROR",
        message: "A message can be at most 2000 characters.",
        clientId: "long",
      },
      { type: "chat_error", code: "NOT_FOUND", message: "This conversation was not found.", clientId: null },
      {
        type: "chat_error",
        code: "INVALID_CHARACTERS",
        message: "Some text contains characters that are not allowed.",
        clientId: "nul",
      },
    ]);
    for (const raw of [
      "not json",
      JSON.stringify({ type: "chat_message" }),
      JSON.stringify({ type: "chat_message", content: 5 }),
      JSON.stringify({ type: "chat_message", content: "hi", conversationId: "nope" }),
      JSON.stringify({ type: "unknown" }),
      // Frames carry no sender, nor any other field the protocol does not define.
      JSON.stringify({ type: "chat_message", content: "as Samuel", senderId: w.samuel.id }),
      JSON.stringify({ type: "chat_message", content: "hi", extra: 1 }),
      `{"type":"chat_message","content":"deep","clientId":"d","propertyId":${"[".repeat(50)}${"]".repeat(50)}}`,
    ])
      await realtimeOf(t).receive(sarah, raw);
    expect(realtimeOf(t).stats().ignoredFrames).toBe(before + 8);
    expect(received(sarah)).toEqual([]);
    await sarah.close();
  });

  it("rate-limits sending with chat_error RATE_LIMITED", async () => {
    const w = await chatWorld(t);
    const joan = await openSocket(t, w.joan);
    for (let i = 0; i <= CHAT_MESSAGES_PER_MINUTE; i++)
      await joan.say({ type: "chat_message", content: `m${i}`, clientId: `c${i}` });
    expect(received(joan)).toHaveLength(CHAT_MESSAGES_PER_MINUTE);
    expect(joan.of("chat_error")).toEqual([
      {
        type: "chat_error",
        code: "RATE_LIMITED",
        message: "You are sending messages too quickly. Please wait a moment and try again.",
        clientId: `c${CHAT_MESSAGES_PER_MINUTE}`,
      },
    ]);
    await joan.close();
  });

  it("stores a retried frame once; only the retrying socket hears it again", async () => {
    const w = await chatWorld(t);
    const [sarah, samuel] = await openSockets(t, [w.sarah, w.samuel] as const);
    const frame = { type: "chat_message", content: "Parcel for 4C at the gate", clientId: "retry-1" };
    await sarah.say(frame);
    await sarah.say(frame);
    expect(received(sarah).map((m) => m.seq)).toEqual([1, 1]);
    expect(received(samuel).map((m) => m.seq)).toEqual([1]);
    expect((await list(w.c.samuel)).messages).toHaveLength(1);
    await sarah.close();
    await samuel.close();
  });

  it("catches up after a reconnect with concurrent senders: nothing lost, nothing twice", async () => {
    const w = await chatWorld(t);
    const senders = await openSockets(t, [w.sarah, w.samuel, w.joan, w.landlord] as const);
    let sarah = await openSocket(t, w.sarah);
    // 4 users × 10 sends at once, then 5 each twice (each stays within the per-minute limit).
    const burst = (from: number, count: number) =>
      Promise.all(
        senders.flatMap((s, u) =>
          Array.from({ length: count }, (_, i) =>
            s.say({
              type: "chat_message",
              content: `u${u} #${from + i}`,
              ...(s.user.role === "landlord" ? { propertyId: w.heights.id } : {}),
            }),
          ),
        ),
      );
    await burst(0, 10);
    let held: ChatMessage[] = mergeBySeq([], received(sarah));
    expect(held.map((m) => m.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));

    // Sarah's socket drops; 20 more arrive while she is away, and 20 more while she catches up.
    await sarah.close();
    await burst(10, 5);
    sarah = await openSocket(t, w.sarah);
    const lastSeen = held.at(-1)!.seq;
    const [catchUp] = await Promise.all([list(w.c.sarah, `?after=${lastSeen}&limit=100`), burst(15, 5)]);
    held = mergeBySeq(held, catchUp.messages);
    held = mergeBySeq(held, received(sarah));
    // Whatever the catch-up missed (sent after it read) came live, and the rest once more from after=.
    const tail = await list(w.c.sarah, `?after=${held.at(-1)!.seq}&limit=100`);
    held = mergeBySeq(held, tail.messages);
    expect(held.map((m) => m.seq)).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
    expect(new Set(held.map((m) => m.content)).size).toBe(80);
    for (const s of [...senders, sarah]) await s.close();
  });

  it("delivers a direct message to its two members' sockets only", async () => {
    const w = await chatWorld(t);
    const dm = (await w.c.sarah.post("/api/chat/conversations/direct", { userId: w.samuel.id })).body;
    const [sarah, samuel, joan, landlord] = await openSockets(t, [
      w.sarah,
      w.samuel,
      w.joan,
      w.landlord,
    ] as const);
    await samuel.say({ type: "chat_message", content: "Lend me a ladder?", conversationId: dm.id });
    expect(contentsOf(sarah)).toEqual(["Lend me a ladder?"]);
    expect(contentsOf(samuel)).toEqual(["Lend me a ladder?"]);
    expect(received(joan)).toEqual([]);
    expect(received(landlord)).toEqual([]);
    await joan.say({ type: "chat_message", content: "me too", conversationId: dm.id });
    expect(joan.of("chat_error")[0]).toMatchObject({ code: "NOT_FOUND" });
    for (const s of [sarah, samuel, joan, landlord]) await s.close();
  });

  it("tells the room who comes online and goes offline", async () => {
    const w = await chatWorld(t);
    const [sarah, grace] = await openSockets(t, [w.sarah, w.grace] as const);
    const samuel = await openSocket(t, w.samuel);
    const second = await openSocket(t, w.samuel);
    await samuel.close();
    expect(presenceOf(sarah, w.samuel.id)).toEqual([true]);
    await second.close();
    expect(presenceOf(sarah, w.samuel.id)).toEqual([true, false]);
    const offline = sarah.of("presence").at(-1)!;
    expect(Date.parse(offline.lastSeen!)).toBeGreaterThan(Date.now() - 60_000);
    expect(presenceOf(grace, w.samuel.id)).toEqual([]);
    await sarah.close();
    await grace.close();
  });
});

describe("read positions on the socket", () => {
  it("tells only the reader's screens, and only their unread counts (chat.conversations)", async () => {
    const w = await chatWorld(t);
    expect((await w.c.samuel.post("/api/chat/messages", { content: "water is back" })).status).toBe(201);
    const listed = (await w.c.sarah.get("/api/chat/conversations")).body as { items: { id: string }[] };
    const room = listed.items[0]!.id;
    const [sarah, sarahPhone, samuel] = await openSockets(t, [w.sarah, w.sarah, w.samuel] as const);
    expect((await w.c.sarah.post(`/api/chat/conversations/${room}/read`, { seq: 1 })).status).toBe(200);
    for (const s of [sarah, sarahPhone])
      expect(s.of("invalidate")).toEqual([
        { type: "invalidate", domains: ["chat"], routes: ["chat.conversations"] },
      ]);
    expect(samuel.of("invalidate")).toEqual([]);
  });
});

describe("blocks on the socket", () => {
  it("mutes the blocked person on the blocker's open sockets; the blocked person is not told", async () => {
    const w = await chatWorld(t);
    const dm = (await w.c.joan.post("/api/chat/conversations/direct", { userId: w.sarah.id })).body;
    const [sarah, sarahPhone, samuel] = await openSockets(t, [w.sarah, w.sarah, w.samuel] as const);
    const joan = await openSocket(t, w.joan);
    expect(presenceOf(sarah, w.joan.id)).toEqual([true]);

    expect((await put(w.c.sarah, `/api/chat/blocks/${w.joan.id}`, {})).status).toBe(200);
    // Both of Sarah's sockets reloaded their mutes (a signal to her topic) and were told to refetch.
    for (const s of [sarah, sarahPhone]) {
      expect([...s.muted]).toEqual([w.joan.id]);
      expect(s.of("invalidate")).toEqual([{ type: "invalidate", domains: ["chat"] }]);
    }
    await joan.say({ type: "chat_message", content: "room message" });
    await joan.say({ type: "chat_message", content: "direct message", conversationId: dm.id });
    await joan.close();
    const seen = (s: FakeSocket) =>
      s.events.filter(
        (e: ServerEvent) => e.type !== "invalidate" && !(e.type === "presence" && e.userId !== w.joan.id),
      );
    expect(seen(sarah)).toEqual([{ type: "presence", userId: w.joan.id, isOnline: true, lastSeen: null }]);
    expect(seen(sarahPhone)).toEqual(seen(sarah));
    expect(contentsOf(samuel)).toEqual(["room message"]);
    expect(presenceOf(samuel, w.joan.id)).toEqual([true, false]);
    // Joan heard nothing of the block.
    expect(joan.events.filter((e) => e.type === "invalidate" || e.type === "chat_error")).toEqual([]);
    expect(contentsOf(joan)).toEqual(["room message", "direct message"]);

    // A socket opened after the block loads the mutes on connect; unblocking lifts them everywhere.
    const later = await openSocket(t, w.sarah);
    expect([...later.muted]).toEqual([w.joan.id]);
    expect((await del(w.c.sarah, `/api/chat/blocks/${w.joan.id}`)).status).toBe(200);
    for (const s of [sarah, sarahPhone, later]) expect(s.muted.size).toBe(0);
    const joanAgain = await openSocket(t, w.joan);
    await joanAgain.say({ type: "chat_message", content: "hello again" });
    expect(contentsOf(later)).toEqual(["hello again"]);
    for (const s of [sarah, sarahPhone, samuel, later, joanAgain]) await s.close();
  });
});

describe("moving out", () => {
  it("a tenant whose lease ends leaves the room's socket at once; neighbours can no longer write to them", async () => {
    const w = await chatWorld(t);
    const [sarah, samuel] = await openSockets(t, [w.sarah, w.samuel] as const);
    const dm = (await w.c.samuel.post("/api/chat/conversations/direct", { userId: w.sarah.id })).body as {
      id: string;
    };
    expect(
      (await w.c.landlord.post(`/api/landlord/leases/${(await leaseOf(w.sarah.id))!.id}/end`)).status,
    ).toBe(200);

    await samuel.say({ type: "chat_message", content: "secret after move-out" });
    expect(contentsOf(samuel)).toEqual(["secret after move-out"]);
    expect(contentsOf(sarah)).toEqual([]);
    expect((await w.c.sarah.get("/api/chat")).status).toBe(403);

    const res = await w.c.samuel.post("/api/chat/messages", {
      conversationId: dm.id,
      content: "still there?",
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: "RESIDENT_MOVED_OUT",
      error: "This resident no longer lives here, so they cannot receive your messages.",
    });
    expect(contentsOf(sarah)).toEqual([]);
    await Promise.all([sarah.close(), samuel.close()]);
  });

  it("a tenant given a lease joins the building's room without reconnecting", async () => {
    const w = await chatWorld(t);
    const [homeless, joan] = await openSockets(t, [w.homeless, w.joan] as const);
    const { units: newUnits } = await makeProperty(t.database.db, w.landlord.id, { units: ["7A"] });
    const email = (await userById(t.database.db, w.homeless.id))!.email;
    const res = await w.c.landlord.post("/api/landlord/leases", leaseBody(newUnits[0]!.id, { email }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await w.c.homeless.post("/api/chat/messages", { content: "Hello, new neighbours" });
    expect(contentsOf(homeless)).toEqual(["Hello, new neighbours"]);
    // Joan lives in Kampala Heights: nothing of the new building reaches her.
    expect(contentsOf(joan)).toEqual([]);
    await Promise.all([homeless.close(), joan.close()]);
  });
});

async function leaseOf(tenantId: string) {
  const [row] = await t.database.db
    .select({ id: leases.id })
    .from(leases)
    .where(eq(leases.tenantId, tenantId));
  return row;
}
