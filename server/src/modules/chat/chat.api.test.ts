import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ServerEvent } from "../../../../common/realtime/events";
import type { ChatConversation, ChatMessage, ChatResident } from "../../../../common/schemas/chat";
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES_PER_MINUTE } from "../../../../common/schemas/chat";
import { chatConversations, chatMessages } from "../../db/schema";
import { type ChatWorld, chatWorld, openSocket } from "../../test/chat-factories";
import { del, put } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";

const t = sharedTestApp();

type List = { conversation: ChatConversation; messages: ChatMessage[]; hasMore: boolean };
type Conversations = { items: ChatConversation[]; unreadCount: number };

const send = (c: TestClient, content: string, extra: Record<string, unknown> = {}) =>
  c.post("/api/chat/messages", { content, ...extra });
async function sent(c: TestClient, content: string, extra: Record<string, unknown> = {}) {
  const res = await send(c, content, extra);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as unknown as ChatMessage;
}
async function list(c: TestClient, query = "") {
  const res = await c.get(`/api/chat${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as List;
}
/** A socket hears of its own user coming online too: not what a test about others looks for. */
const ownPresence = (e: ServerEvent, userId: string) => e.type === "presence" && e.userId === userId;
const seqs = (l: List) => l.messages.map((m) => m.seq);
const contents = (l: List) => l.messages.map((m) => m.content);
async function conversations(c: TestClient, query = "") {
  const res = await c.get(`/api/chat/conversations${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as unknown as Conversations;
}
async function roomId(w: ChatWorld) {
  return (await list(w.c.sarah, "?limit=1")).conversation.id;
}

describe("GET /api/chat and POST /api/chat/messages", () => {
  it("lists the property room newest last, paging back with before and forward with after", async () => {
    const w = await chatWorld(t);
    const empty = await list(w.c.sarah);
    expect(empty).toMatchObject({
      conversation: {
        kind: "community",
        propertyId: w.heights.id,
        propertyName: "Kampala Heights",
        lastSeq: 0,
      },
      messages: [],
      hasMore: false,
    });
    const authors = [w.c.sarah, w.c.samuel, w.c.joan];
    for (let i = 1; i <= 7; i++) await sent(authors[i % 3]!, `message ${i}`);

    const latest = await list(w.c.sarah, "?limit=3");
    expect(seqs(latest)).toEqual([5, 6, 7]);
    expect(contents(latest)).toEqual(["message 5", "message 6", "message 7"]);
    expect(latest.hasMore).toBe(true);
    expect(seqs(await list(w.c.sarah, "?limit=3&before=5"))).toEqual([2, 3, 4]);
    const first = await list(w.c.sarah, "?limit=3&before=2");
    expect(seqs(first)).toEqual([1]);
    expect(first.hasMore).toBe(false);
    const caughtUp = await list(w.c.sarah, "?limit=2&after=4");
    expect(seqs(caughtUp)).toEqual([5, 6]);
    expect(caughtUp.hasMore).toBe(true);
    const rest = await list(w.c.sarah, "?after=6");
    expect(seqs(rest)).toEqual([7]);
    expect(rest.hasMore).toBe(false);
    expect((await list(w.c.sarah, "?after=7")).messages).toEqual([]);

    const m = latest.messages[0]!;
    expect(m).toMatchObject({ propertyId: w.heights.id, removed: false, clientId: null });
    expect(m.sender).toEqual({
      id: w.joan.id,
      firstName: "Joan",
      lastName: "Akello",
      profileImageUrl: null,
      unit: "5A",
      role: "tenant",
    });
    // No one's phone number or email travels with a message.
    const text = JSON.stringify(latest);
    expect(text).not.toContain("@example.com");
    expect(text).not.toMatch(/phone|email/i);
  });

  it("sends as the session's user into their own room; senderId in the body changes nothing", async () => {
    const w = await chatWorld(t);
    const m = await sent(w.c.sarah, "  Water is back on floor 4  ", { senderId: w.samuel.id });
    expect(m).toMatchObject({
      seq: 1,
      senderId: w.sarah.id,
      content: "Water is back on floor 4",
      propertyId: w.heights.id,
      sender: { firstName: "Sarah", unit: "4B" },
    });
    expect((await sent(w.c.sarah, "again", { propertyId: w.heights.id })).seq).toBe(2);
    expect((await send(w.c.sarah, "elsewhere", { propertyId: w.towers.id })).status).toBe(404);
    const towers = await list(w.c.grace);
    expect(towers.messages).toEqual([]);
  });

  it("lets the landlord read and write in each of their properties, and no other", async () => {
    const w = await chatWorld(t);
    await sent(w.c.sarah, "Hello neighbours");
    const room = await list(w.c.landlord, `?propertyId=${w.heights.id}`);
    expect(contents(room)).toEqual(["Hello neighbours"]);
    const m = await sent(w.c.landlord, "The lift is serviced on Monday", { propertyId: w.heights.id });
    expect(m.sender).toMatchObject({ role: "landlord", unit: null });
    expect(contents(await list(w.c.sarah))).toEqual(["Hello neighbours", "The lift is serviced on Monday"]);
    expect(contents(await list(w.c.landlord, `?propertyId=${w.annex.id}`))).toEqual([]);

    // Another landlord's property, by property or by conversation: nothing.
    const id = room.conversation.id;
    for (const res of [
      await w.c.otherLandlord.get(`/api/chat?propertyId=${w.heights.id}`),
      await w.c.otherLandlord.get(`/api/chat?conversationId=${id}`),
      await send(w.c.otherLandlord, "hi", { propertyId: w.heights.id }),
      await send(w.c.otherLandlord, "hi", { conversationId: id }),
      await w.c.otherLandlord.get(`/api/chat/conversations?propertyId=${w.heights.id}`),
    ])
      expect(res.status).toBe(404);
    // Without a property named or chosen, the landlord is told to choose one.
    const none = await w.c.otherLandlord.get("/api/chat");
    expect(none.status).toBe(404);
    expect(none.body.code).toBe("NO_PROPERTY_SELECTED");
    expect(contents(await list(w.c.sarah))).toHaveLength(2);
  });

  it("never lets a tenant of another property read or write the room", async () => {
    const w = await chatWorld(t);
    await sent(w.c.sarah, "private to Heights");
    const id = await roomId(w);
    for (const c of [w.c.grace, w.c.peter]) {
      for (const res of [
        await c.get(`/api/chat?conversationId=${id}`),
        await c.get(`/api/chat?propertyId=${w.heights.id}`),
        await send(c, "intruder", { conversationId: id }),
        await send(c, "intruder", { propertyId: w.heights.id }),
        await c.post(`/api/chat/conversations/${id}/read`, { seq: 1 }),
        await c.get(`/api/chat/residents?propertyId=${w.heights.id}`),
        await c.get(`/api/chat/conversations?propertyId=${w.heights.id}`),
      ])
        expect(res.status, JSON.stringify(res.body)).toBe(404);
    }
    const homeless = await w.c.homeless.get("/api/chat");
    expect(homeless.status).toBe(403);
    expect(homeless.body).toMatchObject({ code: "NO_LEASE" });
    expect(homeless.body.error).toMatch(/current lease/);
    expect((await send(w.c.homeless, "hi")).status).toBe(403);
    expect((await t.client().get("/api/chat")).status).toBe(401);
    expect(contents(await list(w.c.sarah))).toEqual(["private to Heights"]);
  });

  it("answers every bad input with a clear 4xx", async () => {
    const w = await chatWorld(t);
    const blank = await send(w.c.sarah, "   ");
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { content: "Type a message first." },
    });
    const long = await send(w.c.sarah, "x".repeat(CHAT_MESSAGE_MAX + 1));
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ content: `Content must be at most ${CHAT_MESSAGE_MAX} characters.` });
    expect((await send(w.c.sarah, "x".repeat(CHAT_MESSAGE_MAX))).status).toBe(201);
    for (const body of [
      {},
      { content: 42 },
      { content: null },
      { content: "hi", conversationId: "not-a-uuid" },
      { content: "hi", propertyId: "abc" },
      { content: "hi", propertyId: 2 ** 31 },
      { content: "hi", clientId: "c".repeat(65) },
    ])
      expect((await w.c.sarah.post("/api/chat/messages", body)).status, JSON.stringify(body)).toBe(400);
    const unknown = await send(w.c.sarah, "hi", { conversationId: randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("This conversation was not found.");
    for (const q of [
      "?before=3&after=1",
      "?limit=0",
      "?limit=101",
      "?before=-1",
      "?after=abc",
      "?conversationId=nope",
      "?propertyId=0",
    ])
      expect((await w.c.sarah.get(`/api/chat${q}`)).status, q).toBe(400);
    expect((await w.c.sarah.get(`/api/chat?conversationId=${randomUUID()}`)).status).toBe(404);
    const both = await w.c.sarah.get("/api/chat?before=3&after=1");
    expect(both.body.error).toBe("Ask for older messages (before) or newer ones (after), not both.");
  });

  it("stores a retried send once: the same clientId answers the first message", async () => {
    const w = await chatWorld(t);
    const first = await sent(w.c.sarah, "Anyone seen my umbrella?", { clientId: "c-1" });
    const again = await sent(w.c.sarah, "Anyone seen my umbrella?", { clientId: "c-1" });
    expect(again).toEqual(first);
    // Sent twice at once (a retry racing the first try): still one message.
    const racing = await Promise.all([1, 2, 3].map(() => sent(w.c.sarah, "race", { clientId: "c-2" })));
    expect(new Set(racing.map((m) => m.id)).size).toBe(1);
    // Another sender may use the same clientId.
    expect((await sent(w.c.samuel, "mine", { clientId: "c-1" })).id).not.toBe(first.id);
    const room = await list(w.c.sarah);
    expect(seqs(room)).toEqual([1, 2, 3]);
    expect(room.conversation.lastSeq).toBe(3);
    expect(room.messages[0]!.clientId).toBe("c-1");
    // The same clientId for another conversation is refused, not silently answered with the first.
    const dm = (await w.c.sarah.post("/api/chat/conversations/direct", { userId: w.samuel.id })).body;
    const reused = await send(w.c.sarah, "dm", { clientId: "c-1", conversationId: dm.id });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("numbers concurrent sends without a gap, and after=k returns exactly the rest", async () => {
    const w = await chatWorld(t);
    const senders = [w.c.sarah, w.c.samuel, w.c.joan, w.c.landlord];
    const extra = (c: TestClient) => (c === w.c.landlord ? { propertyId: w.heights.id } : {});
    await sent(w.c.sarah, "before the burst");
    const results = await Promise.all(
      senders.flatMap((c, u) => Array.from({ length: 10 }, (_, i) => sent(c, `u${u} #${i}`, extra(c)))),
    );
    const all = results.map((m) => m.seq).sort((a, b) => a - b);
    expect(all).toEqual(Array.from({ length: 40 }, (_, i) => i + 2));

    // A client that last saw seq k catches up with exactly k+1 .. 41, page by page.
    for (const k of [1, 17, 40]) {
      const got: number[] = [];
      let after = k;
      for (;;) {
        const page = await list(w.c.sarah, `?after=${after}&limit=7`);
        got.push(...seqs(page));
        if (!page.hasMore) break;
        after = page.messages.at(-1)!.seq;
      }
      expect(got).toEqual(Array.from({ length: 41 - k }, (_, i) => k + 1 + i));
    }
    // Each sender's own messages are in the order they were stored.
    const room = await list(w.c.sarah, "?limit=100");
    expect(new Set(seqs(room)).size).toBe(41);
  });

  it("answers 429 with the catalogue message past the per-minute limit", async () => {
    const w = await chatWorld(t);
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++)
      await sent(w.c.joan, `msg ${i}`, { clientId: `r-${i}` });
    const over = await send(w.c.joan, "one too many");
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      code: "RATE_LIMITED",
      error: "You are sending messages too quickly. Please wait a moment and try again.",
    });
    // When to try again: within the minute's window.
    const retryAfter = Number(over.res.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // A retry of a stored message is not a new message: still answered.
    expect((await send(w.c.joan, "msg 0", { clientId: "r-0" })).status).toBe(201);
    expect((await list(w.c.joan, "?limit=100")).messages).toHaveLength(CHAT_MESSAGES_PER_MINUTE);
    // Others are not slowed down by Joan.
    expect((await send(w.c.samuel, "fine")).status).toBe(201);
  });
});

describe("conversations, direct messages and unread counts", () => {
  it("opens one direct conversation between two residents, without phone or email", async () => {
    const w = await chatWorld(t);
    const open = await w.c.sarah.post("/api/chat/conversations/direct", { userId: w.samuel.id });
    expect(open.status).toBe(200);
    const dm = open.body as unknown as ChatConversation;
    expect(dm).toMatchObject({
      kind: "direct",
      propertyId: w.heights.id,
      otherMember: { id: w.samuel.id, firstName: "Samuel", lastName: "Opio", unit: "4C", role: "tenant" },
      lastSeq: 0,
      unreadCount: 0,
      lastMessage: null,
    });
    expect(JSON.stringify(dm)).not.toMatch(/phone|email|@example/i);
    const back = (await w.c.samuel.post("/api/chat/conversations/direct", { userId: w.sarah.id })).body;
    expect(back.id).toBe(dm.id);

    await sent(w.c.samuel, "Are you coming to the meeting?", { conversationId: dm.id });
    await sent(w.c.sarah, "Yes", { conversationId: dm.id });
    expect(contents(await list(w.c.samuel, `?conversationId=${dm.id}`))).toEqual([
      "Are you coming to the meeting?",
      "Yes",
    ]);
    // A direct conversation is its two members' only: not a neighbour's, not the landlord's.
    for (const res of [
      await w.c.joan.get(`/api/chat?conversationId=${dm.id}`),
      await send(w.c.joan, "me too", { conversationId: dm.id }),
      await w.c.landlord.get(`/api/chat?conversationId=${dm.id}`),
      await send(w.c.landlord, "hi", { conversationId: dm.id }),
      await w.c.grace.get(`/api/chat?conversationId=${dm.id}`),
    ])
      expect(res.status).toBe(404);
    // Nor does it leak into the room.
    expect((await list(w.c.joan)).messages).toEqual([]);
  });

  it("refuses a direct conversation with someone who is not a resident of the caller's property", async () => {
    const w = await chatWorld(t);
    const open = (userId: unknown) => w.c.sarah.post("/api/chat/conversations/direct", { userId });
    for (const id of [w.grace.id, w.peter.id, w.homeless.id, w.landlord.id, randomUUID()]) {
      const res = await open(id);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("Choose a resident of your property.");
    }
    expect((await open(w.sarah.id)).status).toBe(400);
    expect((await open("nope")).status).toBe(400);
    expect((await open(undefined)).status).toBe(400);
    expect((await w.c.landlord.post("/api/chat/conversations/direct", { userId: w.sarah.id })).status).toBe(
      403,
    );
    expect((await w.c.grace.post("/api/chat/conversations/direct", { userId: w.sarah.id })).status).toBe(404);
  });

  it("counts unread per conversation, not the reader's own, and moves the read position forward only", async () => {
    const w = await chatWorld(t);
    await sent(w.c.sarah, "mine");
    for (let i = 1; i <= 3; i++) await sent(w.c.samuel, `news ${i}`);
    const dm = (await w.c.samuel.post("/api/chat/conversations/direct", { userId: w.sarah.id })).body;
    await sent(w.c.samuel, "psst", { conversationId: dm.id });

    const before = await conversations(w.c.sarah);
    expect(before.items.map((c) => [c.kind, c.unreadCount])).toEqual([
      ["community", 3],
      ["direct", 1],
    ]);
    expect(before.unreadCount).toBe(4);
    expect(before.items[0]!.lastMessage).toMatchObject({ content: "news 3", seq: 4 });
    expect(before.items[1]!.otherMember).toMatchObject({ firstName: "Samuel" });

    const room = before.items[0]!.id;
    const read = (seq: unknown, id = room) => w.c.sarah.post(`/api/chat/conversations/${id}/read`, { seq });
    expect((await read(3)).body).toEqual({ unreadCount: 1 });
    expect((await read(1)).body).toEqual({ unreadCount: 1 });
    expect((await read(10 ** 9)).body).toEqual({ unreadCount: 0 });
    const after = await conversations(w.c.sarah);
    expect(after.items[0]).toMatchObject({ lastReadSeq: 4, unreadCount: 0 });
    expect(after.unreadCount).toBe(1);
    // Samuel's own messages are not unread to him; Sarah's one is.
    expect((await conversations(w.c.samuel)).items[0]!.unreadCount).toBe(1);

    expect((await read(-1)).status).toBe(400);
    expect((await w.c.sarah.post(`/api/chat/conversations/${room}/read`, {})).status).toBe(400);
    expect((await w.c.otherLandlord.post(`/api/chat/conversations/${room}/read`, { seq: 1 })).status).toBe(
      404,
    );
    expect((await w.c.sarah.get("/api/chat/conversations?propertyId=x")).status).toBe(400);
    expect((await w.c.grace.get(`/api/chat/conversations?propertyId=${w.heights.id}`)).status).toBe(404);
    expect((await read("x")).status).toBe(400);
    expect((await read(1, "nope")).status).toBe(400);
    expect((await read(1, randomUUID())).status).toBe(404);
    expect((await w.c.joan.post(`/api/chat/conversations/${dm.id}/read`, { seq: 1 })).status).toBe(404);
    const landlord = await conversations(w.c.landlord, `?propertyId=${w.heights.id}`);
    expect(landlord.items.map((c) => c.kind)).toEqual(["community"]);
    expect(landlord.unreadCount).toBe(4);
  });
});

describe("residents and blocks", () => {
  const residents = async (c: TestClient, query = "") => {
    const res = await c.get(`/api/chat/residents${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body as unknown as { items: ChatResident[] }).items;
  };

  it("lists who lives in the property with unit, initials and presence, never phone or email", async () => {
    const w = await chatWorld(t);
    const samuelSocket = await openSocket(t, w.samuel);
    const joanSocket = await openSocket(t, w.joan);
    await joanSocket.close();
    const items = await residents(w.c.sarah);
    expect(items.map((r) => [r.firstName, r.unit, r.role, r.initials])).toEqual([
      ["Moses", null, "landlord", "MK"],
      ["Samuel", "4C", "tenant", "SO"],
      ["Joan", "5A", "tenant", "JA"],
    ]);
    const samuel = items.find((r) => r.id === w.samuel.id)!;
    expect(samuel).toMatchObject({ isOnline: true, lastSeen: null, isBlocked: false });
    const joan = items.find((r) => r.id === w.joan.id)!;
    expect(joan.isOnline).toBe(false);
    expect(Date.parse(joan.lastSeen!)).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(samuel).sort()).toEqual(
      ["firstName", "id", "initials", "isBlocked", "isOnline", "lastName", "lastSeen", "role", "unit"].sort(),
    );
    expect(JSON.stringify(items)).not.toMatch(/@example|\+256/);
    await samuelSocket.close();

    const landlordView = await residents(w.c.landlord, `?propertyId=${w.heights.id}`);
    expect(landlordView.map((r) => r.firstName)).toEqual(["Sarah", "Samuel", "Joan"]);
    expect((await w.c.otherLandlord.get(`/api/chat/residents?propertyId=${w.heights.id}`)).status).toBe(404);
    expect((await w.c.grace.get(`/api/chat/residents?propertyId=${w.heights.id}`)).status).toBe(404);
    expect((await w.c.homeless.get("/api/chat/residents")).status).toBe(403);
    expect((await w.c.sarah.get("/api/chat/residents?propertyId=x")).status).toBe(400);
  });

  it("hides a blocked resident's messages, direct messages and presence from the blocker only", async () => {
    const w = await chatWorld(t);
    await sent(w.c.joan, "joan before");
    await sent(w.c.samuel, "samuel");
    const joanDm = (await w.c.joan.post("/api/chat/conversations/direct", { userId: w.sarah.id })).body;
    await sent(w.c.joan, "joan direct", { conversationId: joanDm.id });
    const joanSocket = await openSocket(t, w.joan);

    const block = await put(w.c.sarah, `/api/chat/blocks/${w.joan.id}`, {});
    expect(block.status).toBe(200);
    expect(block.body).toEqual({ blocked: true });
    expect((await put(w.c.sarah, `/api/chat/blocks/${w.joan.id}`, {})).body).toEqual({ blocked: true });
    await sent(w.c.joan, "joan after");

    // Sarah: no Joan in the room, no direct conversation with her, no unread from her, no presence.
    expect(contents(await list(w.c.sarah))).toEqual(["samuel"]);
    const mine = await conversations(w.c.sarah);
    expect(mine.items.map((c) => c.kind)).toEqual(["community"]);
    expect(mine.unreadCount).toBe(1);
    expect((await list(w.c.sarah, `?conversationId=${joanDm.id}`)).messages).toEqual([]);
    const joanSeen = (await residents(w.c.sarah)).find((r) => r.id === w.joan.id)!;
    expect(joanSeen).toMatchObject({ isBlocked: true, isOnline: false, lastSeen: null });
    const open = await w.c.sarah.post("/api/chat/conversations/direct", { userId: w.joan.id });
    expect(open.status).toBe(409);
    expect(open.body).toMatchObject({ code: "CHAT_BLOCKED" });
    expect((await send(w.c.sarah, "hi", { conversationId: joanDm.id })).status).toBe(409);

    // Joan is not told: she sees Sarah as before and her messages are accepted.
    const sarahSeen = (await residents(w.c.joan)).find((r) => r.id === w.sarah.id)!;
    expect(sarahSeen.isBlocked).toBe(false);
    expect((await send(w.c.joan, "still talking", { conversationId: joanDm.id })).status).toBe(201);
    expect(contents(await list(w.c.joan, `?conversationId=${joanDm.id}`))).toEqual([
      "joan direct",
      "still talking",
    ]);
    // Nothing but messages reaches Joan's socket: no word of the block.
    expect(
      joanSocket.events.filter((e) => e.type !== "new_chat_message" && !ownPresence(e, w.joan.id)),
    ).toEqual([]);
    // Others still see Joan.
    expect(contents(await list(w.c.samuel))).toEqual(["joan before", "samuel", "joan after"]);

    const unblock = await del(w.c.sarah, `/api/chat/blocks/${w.joan.id}`);
    expect(unblock.body).toEqual({ blocked: false });
    expect(contents(await list(w.c.sarah))).toEqual(["joan before", "samuel", "joan after"]);
    expect((await conversations(w.c.sarah)).items.map((c) => c.kind)).toEqual(["community", "direct"]);
    await joanSocket.close();
  });

  it("blocks only residents of the caller's property, and only as a tenant", async () => {
    const w = await chatWorld(t);
    for (const id of [w.grace.id, w.peter.id, randomUUID()])
      expect((await put(w.c.sarah, `/api/chat/blocks/${id}`, {})).status).toBe(404);
    const self = await put(w.c.sarah, `/api/chat/blocks/${w.sarah.id}`, {});
    expect(self.status).toBe(400);
    expect(self.body.error).toBe("You cannot block yourself.");
    expect((await put(w.c.sarah, "/api/chat/blocks/nope", {})).status).toBe(400);
    expect((await put(w.c.landlord, `/api/chat/blocks/${w.sarah.id}`, {})).status).toBe(403);
    expect((await put(w.c.grace, `/api/chat/blocks/${w.sarah.id}`, {})).status).toBe(404);
    expect((await put(w.c.homeless, `/api/chat/blocks/${w.sarah.id}`, {})).status).toBe(403);
    expect((await del(w.c.sarah, "/api/chat/blocks/nope")).status).toBe(400);
    expect((await del(w.c.landlord, `/api/chat/blocks/${w.sarah.id}`)).status).toBe(403);
  });
});

describe("reports and removal", () => {
  it("lets a resident report, the landlord see the report and remove the message ('Message removed')", async () => {
    const w = await chatWorld(t);
    const bad = await sent(w.c.joan, "Something rude");
    const fine = await sent(w.c.samuel, "Something fine");
    const report = await w.c.sarah.post(`/api/chat/messages/${bad.id}/report`, { reason: "Insulting" });
    expect(report.status).toBe(201);
    expect(report.body).toEqual({ reported: true });
    // Reporting twice files one report.
    expect((await w.c.sarah.post(`/api/chat/messages/${bad.id}/report`, {})).status).toBe(201);
    await w.c.samuel.post(`/api/chat/messages/${bad.id}/report`, {});

    const reports = await w.c.landlord.get(`/api/chat/reports?propertyId=${w.heights.id}`);
    expect(reports.status).toBe(200);
    const items = reports.body.items as {
      id: string;
      message: ChatMessage;
      reason: string;
      reporter: object;
    }[];
    expect(items).toHaveLength(2);
    expect(items.find((r) => r.reason === "Insulting")).toMatchObject({
      message: { id: bad.id, content: "Something rude", sender: { firstName: "Joan" } },
      reporter: { firstName: "Sarah", lastName: "Namukasa" },
    });
    // Another landlord sees nothing of it and can do nothing to it.
    expect((await w.c.otherLandlord.get(`/api/chat/reports?propertyId=${w.heights.id}`)).status).toBe(404);
    expect((await del(w.c.otherLandlord, `/api/chat/messages/${bad.id}`)).status).toBe(404);
    expect((await w.c.otherLandlord.post(`/api/chat/reports/${items[0]!.id}/dismiss`)).status).toBe(404);

    const sockets = [await openSocket(t, w.sarah), await openSocket(t, w.grace)];
    const removed = await del(w.c.landlord, `/api/chat/messages/${bad.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ removed: true });
    expect((await del(w.c.landlord, `/api/chat/messages/${bad.id}`)).status).toBe(200);
    expect(sockets[0]!.of("chat_message_removed")).toEqual([
      { type: "chat_message_removed", conversationId: bad.conversationId, messageId: bad.id, seq: bad.seq },
    ]);
    expect(sockets[1]!.events.filter((e) => !ownPresence(e, w.grace.id))).toEqual([]);
    for (const s of sockets) await s.close();

    const room = await list(w.c.samuel);
    expect(room.messages[0]).toMatchObject({ id: bad.id, seq: bad.seq, removed: true, content: "" });
    expect(room.messages[1]).toMatchObject({ id: fine.id, removed: false, content: "Something fine" });
    const [stored] = await t.database.db.select().from(chatMessages).where(eq(chatMessages.id, bad.id));
    expect(stored!.content).toBe("");
    expect(stored!.removedBy).toBe(w.landlord.id);
    expect((await w.c.landlord.get(`/api/chat/reports?propertyId=${w.heights.id}`)).body.items).toEqual([]);
    // Unread counts leave removed messages out.
    expect((await conversations(w.c.sarah)).unreadCount).toBe(1);
  });

  it("shows each conversation's last message as its page does, a removed one included, and the other member with their unit", async () => {
    const w = await chatWorld(t);
    await sent(w.c.samuel, "first");
    const gone = await sent(w.c.joan, "gone soon");
    expect((await del(w.c.landlord, `/api/chat/messages/${gone.id}`)).status).toBe(200);
    const dm = (await w.c.samuel.post("/api/chat/conversations/direct", { userId: w.sarah.id })).body;
    await sent(w.c.samuel, "psst", { conversationId: dm.id });

    const [room, direct] = (await conversations(w.c.sarah)).items;
    const roomPage = await list(w.c.sarah);
    const directPage = await list(w.c.sarah, `?conversationId=${dm.id}`);
    expect(room!.lastMessage).toEqual(roomPage.messages.at(-1));
    expect(room!.lastMessage).toMatchObject({ id: gone.id, removed: true, content: "" });
    expect(roomPage.conversation).toEqual(room);
    expect(direct!.lastMessage).toEqual(directPage.messages.at(-1));
    expect(direct!.otherMember).toEqual(directPage.messages.at(-1)!.sender);
    expect(direct!.otherMember).toMatchObject({ firstName: "Samuel", unit: "4C" });
    expect(directPage.conversation).toEqual(direct);
  });

  it("dismisses a report and keeps the message", async () => {
    const w = await chatWorld(t);
    const m = await sent(w.c.joan, "Borderline");
    await w.c.sarah.post(`/api/chat/messages/${m.id}/report`, { reason: "" });
    const [report] = (await w.c.landlord.get(`/api/chat/reports?propertyId=${w.heights.id}`)).body.items as {
      id: string;
    }[];
    const dismissed = await w.c.landlord.post(`/api/chat/reports/${report!.id}/dismiss`);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toEqual({ dismissed: true });
    expect((await w.c.landlord.get(`/api/chat/reports?propertyId=${w.heights.id}`)).body.items).toEqual([]);
    expect(contents(await list(w.c.sarah))).toEqual(["Borderline"]);
    expect((await w.c.landlord.post(`/api/chat/reports/${randomUUID()}/dismiss`)).status).toBe(404);
    expect((await w.c.landlord.post("/api/chat/reports/nope/dismiss")).status).toBe(400);
    expect((await w.c.sarah.post(`/api/chat/reports/${report!.id}/dismiss`)).status).toBe(403);
  });

  it("refuses reports of one's own message, of another property's, and bad input", async () => {
    const w = await chatWorld(t);
    const own = await sent(w.c.sarah, "mine");
    const towers = await sent(w.c.grace, "over in Towers");
    const dm = (await w.c.samuel.post("/api/chat/conversations/direct", { userId: w.joan.id })).body;
    const secret = await sent(w.c.samuel, "between us", { conversationId: dm.id });
    const report = (c: TestClient, id: string, body: unknown = {}) =>
      c.post(`/api/chat/messages/${id}/report`, body);
    const self = await report(w.c.sarah, own.id);
    expect(self.status).toBe(400);
    expect(self.body.error).toBe("You cannot report your own message.");
    for (const res of [
      await report(w.c.sarah, towers.id),
      await report(w.c.sarah, secret.id),
      await report(w.c.peter, own.id),
      await report(w.c.sarah, randomUUID()),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error).toBe("This message was not found.");
    }
    expect((await report(w.c.sarah, "nope")).status).toBe(400);
    expect((await report(w.c.samuel, own.id, { reason: "r".repeat(501) })).status).toBe(400);
    expect((await report(w.c.landlord, own.id)).status).toBe(403);
    // The landlord removes only their own properties' messages; a tenant none.
    expect((await del(w.c.landlord, `/api/chat/messages/${towers.id}`)).status).toBe(404);
    expect((await del(w.c.sarah, `/api/chat/messages/${own.id}`)).status).toBe(403);
    expect((await del(w.c.landlord, `/api/chat/messages/${randomUUID()}`)).status).toBe(404);
    expect((await del(w.c.landlord, "/api/chat/messages/nope")).status).toBe(400);
    expect((await w.c.landlord.get(`/api/chat/reports?propertyId=${w.towers.id}`)).status).toBe(404);
    expect((await w.c.landlord.get("/api/chat/reports?propertyId=abc")).status).toBe(400);
  });
});

describe("storage", () => {
  it("makes one community room per property however many ask at once", async () => {
    const w = await chatWorld(t);
    await Promise.all([list(w.c.sarah), list(w.c.samuel), conversations(w.c.joan), list(w.c.sarah)]);
    const rooms = await t.database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.propertyId, w.heights.id));
    expect(rooms).toHaveLength(1);
  });
});
