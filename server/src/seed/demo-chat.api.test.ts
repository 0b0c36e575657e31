import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatConversation, ChatMessage, ChatResident } from "../../../common/schemas/chat";
import {
  chatBlocks,
  chatConversations,
  chatMessages,
  chatPresence,
  chatReads,
  chatReports,
  users,
} from "../db/schema";
import { demoPropertyIn, openDemoAs } from "../test/demo-factories";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedDemo } from "./index";
import { deleteDemoWorlds } from "./worlds";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

describe("the demo community chat", () => {
  it("gives Sarah a lived-in room, a direct conversation, a blocked neighbour and a few unread", async () => {
    const { client } = await openDemoAs(t, "tenant");
    const room = (await client.get("/api/chat?limit=100")).body as unknown as {
      conversation: ChatConversation;
      messages: ChatMessage[];
    };
    expect(room.conversation).toMatchObject({ kind: "community", propertyName: "Kampala Heights" });
    expect(room.messages.length).toBeGreaterThanOrEqual(25);
    // Brian (blocked by Sarah) wrote in the room, but Sarah does not see it.
    expect(room.messages.some((m) => m.sender.firstName === "Brian")).toBe(false);
    expect(room.conversation.lastSeq).toBeGreaterThan(room.messages.length);
    expect(room.messages.filter((m) => m.sender.role === "landlord").length).toBeGreaterThanOrEqual(2);
    const times = room.messages.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Date.now() - times[0]!).toBeGreaterThan(14 * 86_400_000);
    expect(Date.now() - times.at(-1)!).toBeLessThan(86_400_000);

    const list = (await client.get("/api/chat/conversations")).body as unknown as {
      items: ChatConversation[];
      unreadCount: number;
    };
    expect(list.items.map((c) => [c.kind, c.unreadCount])).toEqual([
      ["community", 3],
      ["direct", 1],
    ]);
    expect(list.items[1]!.otherMember).toMatchObject({ firstName: "Florence", unit: "4A" });

    const residents = (await client.get("/api/chat/residents")).body.items as ChatResident[];
    expect(residents.find((r) => r.firstName === "Brian")).toMatchObject({
      isBlocked: true,
      isOnline: false,
    });
    expect(residents.find((r) => r.firstName === "Florence")!.lastSeen).not.toBeNull();
    expect(residents.length).toBeGreaterThanOrEqual(13);
  });

  it("shows the landlord the room and one open report", async () => {
    const { client, worldId } = await openDemoAs(t, "landlord");
    const { id } = await demoPropertyIn(t.database.db, worldId!, "Kampala Heights");
    const heights = (
      (await client.get(`/api/chat/conversations?propertyId=${id}`)).body.items as ChatConversation[]
    )[0];
    expect(heights).toMatchObject({ propertyName: "Kampala Heights", kind: "community" });
    expect(heights!.unreadCount).toBeGreaterThan(0);
    const reports = (await client.get(`/api/chat/reports?propertyId=${id}`)).body.items as {
      message: ChatMessage;
    }[];
    expect(reports).toHaveLength(1);
    expect(reports[0]!.message.sender.firstName).toBe("Brian");
  });

  it("leaves no chat rows behind when the demo worlds are deleted", async () => {
    await openDemoAs(t, "tenant");
    const db = t.database.db;
    const rows = async () => {
      const [c] = await db.select({ n: count() }).from(chatConversations);
      const [m] = await db.select({ n: count() }).from(chatMessages);
      const [r] = await db.select({ n: count() }).from(chatReads);
      const [b] = await db.select({ n: count() }).from(chatBlocks);
      const [p] = await db.select({ n: count() }).from(chatPresence);
      const [x] = await db.select({ n: count() }).from(chatReports);
      return [c!.n, m!.n, r!.n, b!.n, p!.n, x!.n];
    };
    const template = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isDemo, true), isNull(users.demoWorldId)));
    expect(template.length).toBeGreaterThan(0);
    const before = await rows();
    expect(await deleteDemoWorlds(db, undefined)).toBeGreaterThanOrEqual(3);
    const after = await rows();
    // What is left is the template's own chat, once.
    const templateOnly = await db
      .select({ n: count() })
      .from(chatMessages)
      .where(
        inArray(
          chatMessages.senderId,
          template.map((u) => u.id),
        ),
      );
    expect(after[1]).toBe(templateOnly[0]!.n);
    expect(before.every((n, i) => n > after[i]!)).toBe(true);
    expect(after.every((n) => n > 0)).toBe(true);
  });
});
