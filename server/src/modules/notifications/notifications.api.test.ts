import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { msg } from "../../../../common/i18n/message";
import { notifications } from "../../db/schema";
import { pagePath } from "../../platform/pages";
import { clientFor, makeLandlord, makeTenant } from "../../test/lease-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { notify } from "./notify";

const t = sharedTestApp();

type Item = {
  id: string;
  title: string;
  message: string;
  read: boolean;
  createdAt: string;
  link: string | null;
};

describe("GET /api/notifications", () => {
  it("lists the signed-in user's notifications, newest first, a page at a time", async () => {
    const db = t.database.db;
    const tenant = await makeTenant(db);
    const landlord = await makeLandlord(db);
    const base = Date.now() - 60_000;
    // Five for the tenant (two at the same instant: the id breaks the tie), one for someone else.
    for (const [i, at] of [0, 1000, 2000, 2000, 3000].entries()) {
      await notify(db, t.app.deps, {
        userId: tenant.id,
        type: "payment",
        title: `Note ${i}`,
        message: `Message ${i}`,
        link: i === 0 ? pagePath("/transaction-history") : null,
      });
      await db
        .update(notifications)
        .set({ createdAt: new Date(base + at), read: i === 1 })
        .where(eq(notifications.title, `Note ${i}`));
    }
    await notify(db, t.app.deps, {
      userId: landlord.id,
      type: "payment",
      title: "Landlord only",
      message: "x",
    });

    const c = await clientFor(t, tenant.id);
    const all = await c.get("/api/notifications");
    expect(all.status).toBe(200);
    const items = all.body.items as Item[];
    expect(items.map((n) => n.title)).toEqual(
      expect.arrayContaining(["Note 0", "Note 1", "Note 2", "Note 3", "Note 4"]),
    );
    expect(items).toHaveLength(5);
    expect(items[0]!.title).toBe("Note 4");
    expect(items.at(-1)).toMatchObject({ title: "Note 0", link: "/transaction-history", read: false });
    expect(all.body).toMatchObject({ nextCursor: null, unreadCount: 4 });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof c.get>> = await c.get(
        `/api/notifications?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect((page.body.items as Item[]).length).toBeLessThanOrEqual(2);
      seen.push(...(page.body.items as Item[]).map((n) => n.id));
      cursor = page.body.nextCursor as string | null;
    } while (cursor);
    expect(seen).toEqual(items.map((n) => n.id));

    const lc = await clientFor(t, landlord.id);
    const theirs = await lc.get("/api/notifications");
    expect((theirs.body.items as Item[]).map((n) => n.title)).toEqual(["Landlord only"]);
  });

  it("counts the unread ones on every page, an empty one too", async () => {
    const db = t.database.db;
    const tenant = await makeTenant(db);
    // An older one read, a newer one unread.
    for (const [title, at, read] of [
      ["Older", Date.now() - 2000, true],
      ["Newer", Date.now() - 1000, false],
    ] as const) {
      await notify(db, t.app.deps, { userId: tenant.id, type: "payment", title, message: "x" });
      await db
        .update(notifications)
        .set({ createdAt: new Date(at), read })
        .where(and(eq(notifications.userId, tenant.id), eq(notifications.title, title)));
    }
    const c = await clientFor(t, tenant.id);
    const first = await c.get("/api/notifications?limit=1");
    expect(first.body).toMatchObject({ items: [{ title: "Newer" }], unreadCount: 1 });
    const cursor = encodeURIComponent(first.body.nextCursor as string);
    const rest = await c.get(`/api/notifications?filter=unread&cursor=${cursor}`);
    expect(rest.body).toEqual({ items: [], nextCursor: null, unreadCount: 1 });
  });

  it("answers stored messages in words, the messages in their values too; plain text as it is", async () => {
    const db = t.database.db;
    const tenant = await makeTenant(db);
    await notify(db, t.app.deps, [
      { userId: tenant.id, type: "message", title: "Plain title", message: "Plain message" },
      {
        userId: tenant.id,
        type: "maintenance",
        title: msg("maintenance.noticeUpdatedTitle"),
        message: msg("maintenance.noticeUpdatedMessage", {
          title: msg("maintenance.issueLeakingTap"),
          status: msg("maintenance.statusInProgress"),
        }),
      },
    ]);
    const items = (await (await clientFor(t, tenant.id)).get("/api/notifications")).body.items as Item[];
    expect(items.map((n) => [n.title, n.message]).sort()).toEqual([
      ["Maintenance request updated", 'Your request "Leaking tap" is now In Progress.'],
      ["Plain title", "Plain message"],
    ]);
  });

  it("needs a signed-in user and a valid cursor", async () => {
    expect((await t.client().get("/api/notifications")).status).toBe(401);
    const tenant = await makeTenant(t.database.db);
    const c = await clientFor(t, tenant.id);
    const bad = await c.get("/api/notifications?cursor=abc");
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("INVALID_CURSOR");
    expect((await c.get("/api/notifications?limit=500")).status).toBe(400);
  });
});
