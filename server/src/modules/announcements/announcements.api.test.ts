import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { daysOf } from "../../../../common/date-ranges";
import type { Announcement } from "../../../../common/schemas/announcements";
import { DEFAULT_NOTIFICATION_SETTINGS } from "../../../../common/schemas/notifications";
import { notifications } from "../../db/schema";
import { FakeSocket, realtimeOf } from "../../test/chat-factories";
import { clientFor, makeLandlord, makeLease, makeProperty, makeTenant } from "../../test/lease-factories";
import { del, inEnglish, patch, put } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";

const t = sharedTestApp();

type Row = Record<string, unknown>;
type ListBody = { items: Announcement[]; nextCursor: string | null; total: number; unreadCount: number };

/**
 * Two landlords: Moses with Kampala Heights (Sarah, Samuel) and Bugolobi Gardens (Brian), Other with Nakasero
 * Towers (Grace). Plus a tenant without a lease.
 */
async function setup() {
  const db = t.database.db;
  const landlord = await makeLandlord(db);
  const otherLandlord = await makeLandlord(db, { firstName: "Other", lastName: "Owner" });
  const { property: heights, units: hu } = await makeProperty(db, landlord.id, { name: "Kampala Heights" });
  const { property: gardens, units: gu } = await makeProperty(db, landlord.id, { name: "Bugolobi Gardens" });
  const { property: towers, units: tu } = await makeProperty(db, otherLandlord.id, {
    name: "Nakasero Towers",
  });
  const sarah = await makeTenant(db, { firstName: "Sarah" });
  const samuel = await makeTenant(db, { firstName: "Samuel" });
  const brian = await makeTenant(db, { firstName: "Brian" });
  const grace = await makeTenant(db, { firstName: "Grace" });
  const homeless = await makeTenant(db, { firstName: "No" });
  await makeLease(db, { propertyId: heights.id, unitId: hu[0]!.id, tenantId: sarah.id });
  await makeLease(db, { propertyId: heights.id, unitId: hu[1]!.id, tenantId: samuel.id, status: "pending" });
  await makeLease(db, { propertyId: gardens.id, unitId: gu[0]!.id, tenantId: brian.id });
  await makeLease(db, { propertyId: towers.id, unitId: tu[0]!.id, tenantId: grace.id });
  // An invitation nobody accepted yet and a lease that ended are no audience.
  await makeLease(db, { propertyId: heights.id, unitId: hu[2]!.id, tenantId: null, status: "pending" });
  await makeLease(db, { propertyId: heights.id, unitId: hu[2]!.id, tenantId: homeless.id, status: "ended" });
  return {
    landlord,
    otherLandlord,
    heights,
    gardens,
    towers,
    sarah,
    samuel,
    brian,
    grace,
    c: {
      landlord: await clientFor(t, landlord.id),
      otherLandlord: await clientFor(t, otherLandlord.id),
      sarah: await clientFor(t, sarah.id),
      samuel: await clientFor(t, samuel.id),
      brian: await clientFor(t, brian.id),
      grace: await clientFor(t, grace.id),
      homeless: await clientFor(t, homeless.id),
    },
  };
}

const compose = (overrides: Row = {}) => ({
  title: "Water tank cleaning",
  content: "The tanks will be cleaned on Saturday from 8am.",
  audience: "property",
  ...overrides,
});

async function publish(c: TestClient, overrides: Row = {}) {
  const res = await c.post("/api/announcements", compose(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as unknown as Announcement;
}

async function list(c: TestClient, query = "") {
  const res = await c.get(`/api/announcements${query}`);
  expect(res.status).toBe(200);
  return res.body as unknown as ListBody;
}

const titles = async (c: TestClient, query = "") => (await list(c, query)).items.map((a) => a.title);

/** A socket of the user's, as the socket server would open it: every event sent to it is kept. */
const openSocket = (userId: string, role: "tenant" | "landlord" = "tenant") =>
  FakeSocket.open(realtimeOf(t), { id: userId, role });

describe("who sees an announcement", () => {
  it("to one property: its residents with a current lease, nobody else", async () => {
    const { c, heights } = await setup();
    const a = await publish(c.landlord, { propertyId: heights.id, title: "Heights only" });
    expect(a).toMatchObject({
      title: "Heights only",
      type: "announcement",
      priority: "medium",
      pinned: false,
      audience: "property",
      properties: [{ id: heights.id, name: "Kampala Heights" }],
      author: "Moses Kiggundu",
      emergency: false,
      expired: false,
      readMinutes: 1,
      stats: { audienceSize: 2, readCount: 0, acknowledgedCount: 0 },
    });
    expect(await titles(c.sarah)).toEqual(["Heights only"]);
    expect(await titles(c.samuel)).toEqual(["Heights only"]);
    expect(await titles(c.brian)).toEqual([]);
    expect(await titles(c.grace)).toEqual([]);
    expect(await list(c.homeless)).toEqual({ items: [], nextCursor: null, total: 0, unreadCount: 0 });
  });

  it("to all: every property of the landlord's, never another landlord's tenants", async () => {
    const { c, heights, gardens } = await setup();
    const a = await publish(c.landlord, { audience: "all", title: "Everyone" });
    expect(a.properties.map((p) => p.id).sort()).toEqual([heights.id, gardens.id].sort());
    expect(a.stats).toEqual({ audienceSize: 3, readCount: 0, acknowledgedCount: 0 });
    expect(await titles(c.sarah)).toEqual(["Everyone"]);
    expect(await titles(c.brian)).toEqual(["Everyone"]);
    // A resident is told of their own property only, not of the landlord's others.
    expect((await list(c.brian)).items[0]!.properties).toEqual([
      { id: gardens.id, name: "Bugolobi Gardens" },
    ]);
    expect(await titles(c.grace)).toEqual([]);
    expect(await titles(c.otherLandlord)).toEqual([]);
  });

  it("lists pinned first, then newest, paginated with a limit; counts total and unread", async () => {
    const { c, heights } = await setup();
    await publish(c.landlord, { propertyId: heights.id, title: "Old pinned", pinned: true });
    await publish(c.landlord, { propertyId: heights.id, title: "Older" });
    await publish(c.landlord, { propertyId: heights.id, title: "Newer" });
    await publish(c.landlord, { propertyId: heights.id, title: "New pinned", pinned: true });
    expect(await titles(c.sarah)).toEqual(["New pinned", "Old pinned", "Newer", "Older"]);
    expect(await titles(c.landlord)).toEqual(["New pinned", "Old pinned", "Newer", "Older"]);

    const first = await list(c.sarah, "?limit=3");
    expect(first.items.map((a) => a.title)).toEqual(["New pinned", "Old pinned", "Newer"]);
    expect(first).toMatchObject({ total: 4, unreadCount: 4 });
    const second = await list(c.sarah, `?limit=3&cursor=${first.nextCursor}`);
    expect(second.items.map((a) => a.title)).toEqual(["Older"]);
    expect(second.nextCursor).toBeNull();
    // A page left empty (its one row deleted) still counts what the resident sees.
    expect((await del(c.landlord, `/api/announcements/${second.items[0]!.id}`)).status).toBe(200);
    expect(await list(c.sarah, `?limit=3&cursor=${first.nextCursor}`)).toEqual({
      items: [],
      nextCursor: null,
      total: 3,
      unreadCount: 3,
    });

    const bad = await c.sarah.get("/api/announcements?cursor=nonsense");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "INVALID_CURSOR" });
    expect((await c.sarah.get("/api/announcements?limit=500")).status).toBe(400);
  });

  it("a landlord filters by property; an expired one is hidden from residents and marked for the landlord", async () => {
    const { c, heights, gardens } = await setup();
    const soon = await publish(c.landlord, {
      propertyId: heights.id,
      title: "Emergency",
      priority: "high",
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    expect(soon).toMatchObject({ emergency: true, expired: false });
    await publish(c.landlord, { propertyId: gardens.id, title: "Gardens" });
    expect(await titles(c.sarah)).toEqual(["Emergency"]);
    expect(await titles(c.landlord, `?propertyId=${gardens.id}`)).toEqual(["Gardens"]);

    // The expiry passes.
    await t.database.db.execute(
      `update announcements set expires_at = now() - interval '1 minute' where id = '${soon.id}'`,
    );
    expect(await titles(c.sarah)).toEqual([]);
    expect((await list(c.sarah)).total).toBe(0);
    const mine = (await list(c.landlord)).items.find((a) => a.id === soon.id);
    expect(mine).toMatchObject({ expired: true, emergency: true });
    expect((await c.sarah.post(`/api/announcements/${soon.id}/read`)).status).toBe(404);
  });
});

describe("reads and acknowledgements", () => {
  it("counts for the landlord how many of the audience read and acknowledged", async () => {
    const { c, heights } = await setup();
    const a = await publish(c.landlord, { propertyId: heights.id, requiresAck: true });
    const read = await c.sarah.post(`/api/announcements/${a.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ acknowledgedAt: null });
    // Reading twice keeps the first read.
    const again = await c.sarah.post(`/api/announcements/${a.id}/read`);
    expect(again.body.readAt).toBe(read.body.readAt);
    const ack = await c.samuel.post(`/api/announcements/${a.id}/acknowledge`);
    expect(ack.status).toBe(200);
    expect(ack.body.acknowledgedAt).toEqual(expect.any(String));

    const [mine] = (await list(c.landlord)).items;
    expect(mine!.stats).toEqual({ audienceSize: 2, readCount: 2, acknowledgedCount: 1 });
    const sarahs = await list(c.sarah);
    expect(sarahs.unreadCount).toBe(0);
    expect(sarahs.items[0]).toMatchObject({ readAt: read.body.readAt, acknowledgedAt: null, stats: null });
  });

  it("refuses an acknowledgement the announcement does not ask for", async () => {
    const { c, heights } = await setup();
    const a = await publish(c.landlord, { propertyId: heights.id });
    const res = await c.sarah.post(`/api/announcements/${a.id}/acknowledge`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("This announcement does not ask for an acknowledgement.");
  });

  it("another property's residents, another landlord and unknown ids get a 404; landlords cannot read as tenants", async () => {
    const { c, heights } = await setup();
    const a = await publish(c.landlord, { propertyId: heights.id, requiresAck: true });
    for (const who of [c.brian, c.grace, c.homeless]) {
      for (const action of ["read", "acknowledge"]) {
        const res = await who.post(`/api/announcements/${a.id}/${action}`);
        expect(res.status).toBe(404);
        expect(res.body.error).toBe("This announcement was not found.");
      }
    }
    expect((await c.sarah.post(`/api/announcements/${crypto.randomUUID()}/read`)).status).toBe(404);
    expect((await c.sarah.post("/api/announcements/not-a-uuid/read")).status).toBe(400);
    expect((await c.landlord.post(`/api/announcements/${a.id}/read`)).status).toBe(403);
    expect((await t.client().post(`/api/announcements/${a.id}/read`)).status).toBe(401);
    expect((await list(c.landlord)).items[0]!.stats?.readCount).toBe(0);
  });
});

describe("editing and deleting", () => {
  it("edits until someone reads it, then answers 409 with a clear message", async () => {
    const { c, heights } = await setup();
    const a = await publish(c.landlord, { propertyId: heights.id });
    const edited = await patch(c.landlord, `/api/announcements/${a.id}`, {
      title: "Water tank cleaning moved",
      pinned: true,
      tags: ["Water"],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: "Water tank cleaning moved", pinned: true, tags: ["Water"] });
    expect(await titles(c.sarah)).toEqual(["Water tank cleaning moved"]);

    await c.sarah.post(`/api/announcements/${a.id}/read`);
    const refused = await patch(c.landlord, `/api/announcements/${a.id}`, { title: "Too late" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "ANNOUNCEMENT_ALREADY_READ",
      error:
        "A resident has already read this announcement, so it can no longer be edited. Delete it and post a new one instead.",
    });
    expect(await titles(c.sarah)).toEqual(["Water tank cleaning moved"]);
  });

  it("moving the audience notifies only the residents it adds", async () => {
    const { c, heights, sarah, brian } = await setup();
    const a = await publish(c.landlord, { propertyId: heights.id });
    const res = await patch(c.landlord, `/api/announcements/${a.id}`, { audience: "all" });
    expect(res.status).toBe(200);
    expect(await titles(c.brian)).toEqual([a.title]);
    const db = t.database.db;
    const of = async (userId: string) =>
      (await db.select().from(notifications).where(eq(notifications.userId, userId))).length;
    expect(await of(sarah.id)).toBe(1);
    expect(await of(brian.id)).toBe(1);
  });

  it("deletes: gone for residents and the landlord", async () => {
    const { c, heights } = await setup();
    const a = await publish(c.landlord, { propertyId: heights.id });
    await c.sarah.post(`/api/announcements/${a.id}/read`);
    const res = await del(c.landlord, `/api/announcements/${a.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true });
    expect(await titles(c.sarah)).toEqual([]);
    expect(await titles(c.landlord)).toEqual([]);
    expect((await del(c.landlord, `/api/announcements/${a.id}`)).status).toBe(404);
  });

  it("another landlord can neither edit nor delete nor list it; tenants cannot create, edit or delete", async () => {
    const { c, heights } = await setup();
    const a = await publish(c.landlord, { propertyId: heights.id });
    const edit = await patch(c.otherLandlord, `/api/announcements/${a.id}`, { title: "Mine now" });
    expect(edit.status).toBe(404);
    expect(edit.body.error).toBe("This announcement was not found.");
    expect((await del(c.otherLandlord, `/api/announcements/${a.id}`)).status).toBe(404);
    expect(await titles(c.otherLandlord)).toEqual([]);
    expect(await titles(c.otherLandlord, `?propertyId=${heights.id}`)).toEqual([]);

    expect((await c.sarah.post("/api/announcements", compose({ propertyId: heights.id }))).status).toBe(403);
    expect((await patch(c.sarah, `/api/announcements/${a.id}`, { title: "x" })).status).toBe(403);
    expect((await del(c.sarah, `/api/announcements/${a.id}`)).status).toBe(403);
    expect((await t.client().get("/api/announcements")).status).toBe(401);
    expect(await titles(c.landlord)).toEqual([a.title]);
  });
});

describe("bad input", () => {
  const cases: [string, Row, string, string][] = [
    ["missing title", { title: undefined }, "title", "Title is required"],
    ["blank title", { title: "   " }, "title", "Title is required"],
    ["missing content", { content: "" }, "content", "Content is required"],
    [
      "megabyte content",
      { content: "x".repeat(1_000_000) },
      "content",
      "Content must be at most 5000 characters.",
    ],
    ["unknown type", { type: "gossip" }, "type", "Choose one of the listed types."],
    ["unknown priority", { priority: "urgent" }, "priority", "Choose high, medium or low."],
    ["unknown audience", { audience: "world" }, "audience", "Choose one property or all your properties."],
    ["no property", { propertyId: undefined }, "propertyId", "Choose the property this announcement is for."],
    [
      "expiry in the past",
      { expiresAt: new Date(Date.now() - 60_000).toISOString() },
      "expiresAt",
      "The expiry must be in the future.",
    ],
    ["expiry not a date", { expiresAt: "tomorrow" }, "expiresAt", "Enter the expiry as a date and time."],
    [
      "expiry in the year 9999",
      { expiresAt: "9999-12-31T12:00:00Z" },
      "expiresAt",
      `Choose a date from ${daysOf("announcementExpiry").from} to ${daysOf("announcementExpiry").to}.`,
    ],
    ["a long tag", { tags: ["x".repeat(31)] }, "tags.0", "A tag must be at most 30 characters."],
    ["too many tags", { tags: ["a", "b", "c", "d", "e", "f"] }, "tags", "Add at most 5 tags."],
  ];
  it.each(cases)("%s → 400 naming the field", async (_name, overrides, field, message) => {
    const { c, heights } = await setup();
    const res = await c.landlord.post(
      "/api/announcements",
      compose({ propertyId: heights.id, ...overrides }),
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION_ERROR");
    const fields = res.body.fields as Record<string, string>;
    expect(Object.keys(fields)[0]).toBe(field);
    expect(Object.values(fields)[0]).toBe(message);
    expect(await titles(c.landlord)).toEqual([]);
  });

  it("a property of another landlord as audience → 400, nothing published", async () => {
    const { c, towers, heights } = await setup();
    for (const propertyId of [towers.id, 999_999]) {
      const res = await c.landlord.post("/api/announcements", compose({ propertyId }));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: "VALIDATION_ERROR",
        fields: { propertyId: "Choose one of your own properties." },
      });
    }
    const a = await publish(c.landlord, { propertyId: heights.id });
    const moved = await patch(c.landlord, `/api/announcements/${a.id}`, { propertyId: towers.id });
    expect(moved.status).toBe(400);
    expect(await titles(c.grace)).toEqual([]);
    expect(await titles(c.landlord)).toEqual([a.title]);
  });

  it("'all' without any property → 400", async () => {
    const lonely = await makeLandlord(t.database.db);
    const c = await clientFor(t, lonely.id);
    const res = await c.post("/api/announcements", compose({ audience: "all" }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ audience: "Add a property before you send announcements." });
  });

  it("a bad edit is a 400 too", async () => {
    const { c, heights } = await setup();
    const a = await publish(c.landlord, { propertyId: heights.id });
    const res = await patch(c.landlord, `/api/announcements/${a.id}`, { title: "", priority: "urgent" });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ title: "Title is required" });
  });
});

describe("delivery", () => {
  it("a notification row per audience member and an event on each one's sockets", async () => {
    const { c, heights, sarah, samuel, brian, grace, landlord } = await setup();
    const sockets = {
      sarah: await openSocket(sarah.id),
      samuel: await openSocket(samuel.id),
      brian: await openSocket(brian.id),
      grace: await openSocket(grace.id),
      landlord: await openSocket(landlord.id, "landlord"),
    };
    try {
      const a = await publish(c.landlord, {
        propertyId: heights.id,
        title: "Power off tonight",
        priority: "high",
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      });
      const event = {
        type: "announcement",
        announcement: { id: a.id, title: "Power off tonight", priority: "high" },
      };
      // Each resident's socket gets the notification (for the bell) and the announcement (for open screens).
      const notice = expect.objectContaining({
        type: "notification",
        notification: expect.objectContaining({
          type: "announcement",
          priority: "high",
          link: "/announcements",
        }),
        unreadCount: 1,
      });
      expect(sockets.sarah.eventsButPresence).toEqual([notice, event]);
      expect(sockets.samuel.eventsButPresence).toEqual([notice, event]);
      expect(sockets.brian.eventsButPresence).toEqual([]);
      expect(sockets.grace.eventsButPresence).toEqual([]);
      expect(sockets.landlord.eventsButPresence).toEqual([]);

      const rows = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.type, "announcement"));
      const mine = rows.filter((r) => [sarah.id, samuel.id, brian.id, grace.id].includes(r.userId));
      expect(mine.map((r) => r.userId).sort()).toEqual([sarah.id, samuel.id].sort());
      expect(mine[0]).toMatchObject({ priority: "high", link: "/announcements", read: false });
      expect(inEnglish(mine[0]!.title)).toBe("Emergency: Power off tonight");
      expect(inEnglish(mine[0]!.message)).toBe(
        "Moses Kiggundu posted an announcement. The tanks will be cleaned on Saturday from 8am.",
      );

      // Sarah's read refreshes the landlord's open list; an edit or a delete refreshes the residents'.
      await c.sarah.post(`/api/announcements/${a.id}/read`);
      expect(sockets.landlord.eventsButPresence).toEqual([
        { type: "invalidate", domains: ["announcements"] },
      ]);
      await del(c.landlord, `/api/announcements/${a.id}`);
      expect(sockets.samuel.eventsButPresence.at(-1)).toEqual({
        type: "invalidate",
        domains: ["announcements"],
      });
    } finally {
      for (const s of Object.values(sockets)) await s.close();
    }
  });

  it("a resident who switched announcements off gets no live announcement, only a refresh of open lists", async () => {
    const { c, heights, sarah } = await setup();
    const off = await put(c.sarah, "/api/notifications/settings", {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      announcements: false,
    });
    expect(off.status).toBe(200);
    const socket = await openSocket(sarah.id);
    try {
      await publish(c.landlord, { propertyId: heights.id, title: "Bins day moved" });
      expect(socket.eventsButPresence).toEqual([{ type: "invalidate", domains: ["announcements"] }]);
      // The announcement itself is still hers to read.
      const list = await c.sarah.get("/api/announcements");
      expect((list.body.items as { title: string }[]).map((a) => a.title)).toContain("Bins day moved");
    } finally {
      await socket.close();
    }
  });

  it("the notification lists in the resident's notifications", async () => {
    const { c, heights } = await setup();
    await publish(c.landlord, { propertyId: heights.id, title: "Meeting" });
    const res = await c.sarah.get("/api/notifications");
    expect(res.status).toBe(200);
    const items = res.body.items as { type: string; title: string; link: string }[];
    expect(items.find((n) => n.type === "announcement")).toMatchObject({
      title: "New announcement: Meeting",
      link: "/announcements",
    });
  });
});
