import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type NotificationItem, SWITCHABLE_TYPES } from "../../../common/schemas/notifications";
import { openDemoAs } from "../test/demo-factories";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedDemo } from "./index";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

describe("the demo notifications", () => {
  it("Sarah has one of every type, some unread, in words; the landlord has some too; each world its own", async () => {
    const { client: sarah } = await openDemoAs(t, "tenant");
    const mine = (await sarah.get("/api/notifications")).body as {
      items: NotificationItem[];
      unreadCount: number;
    };
    // Every type a person can switch (security notices come from real sign-ins and password changes). The pet
    // one is the pets seed's booster reminder for Sarah's cat, read this morning.
    expect(new Set(mine.items.map((n) => n.type))).toEqual(new Set(SWITCHABLE_TYPES));
    expect(mine.items.find((n) => n.type === "pet")).toMatchObject({
      title: "Vaccination due soon",
      read: true,
    });
    expect(mine.unreadCount).toBe(3);
    expect(new Set(mine.items.map((n) => n.priority))).toEqual(new Set(["high", "medium", "low"]));
    expect(mine.items[0]).toMatchObject({ type: "message", title: "New message", read: false });
    expect(mine.items.find((n) => n.type === "payment")!.message).toBe(
      "Your rent for unit 4B, Kampala Heights is due. Pay by mobile money or card from your dashboard.",
    );
    // Relative to now: the newest is minutes old.
    expect(Date.now() - Date.parse(mine.items[0]!.createdAt)).toBeLessThan(3_600_000);

    // Another visitor's world: reading all of Sarah's there leaves this one's as it was.
    const { client: other } = await openDemoAs(t, "tenant");
    await other.post("/api/notifications/read-all");
    expect((await sarah.get("/api/notifications")).body.unreadCount).toBe(3);

    // The same browser as the landlord of its world.
    const { client: landlord } = await openDemoAs(t, "landlord", sarah);
    const theirs = (await landlord.get("/api/notifications")).body as {
      unreadCount: number;
      items: unknown[];
    };
    expect(theirs.unreadCount).toBe(3);
    expect(theirs.items).toHaveLength(5);
  });
});
