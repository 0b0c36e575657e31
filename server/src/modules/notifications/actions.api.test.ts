import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ServerEvent } from "../../../../common/realtime/events";
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  NOTIFICATION_TYPES,
  type NotificationItem,
  type NotificationSettings,
} from "../../../../common/schemas/notifications";
import { notifications } from "../../db/schema";
import { FakeSocket, realtimeOf } from "../../test/chat-factories";
import { clientFor, makeLandlord, makeLease, makeProperty, makeTenant } from "../../test/lease-factories";
import { depsOf, rentSetup, startMomo, withSandboxStatus } from "../../test/payment-factories";
import { patch, put } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";
import { settlePayment } from "../payments/service/settle";
import { notify } from "./notify";

const t = sharedTestApp();

const del = (c: TestClient, url: string) => c.request("DELETE", url);
const list = async (c: TestClient, query = "") => {
  const res = await c.get(`/api/notifications${query}`);
  expect(res.status).toBe(200);
  return res.body as { items: NotificationItem[]; unreadCount: number; nextCursor: string | null };
};

/** A tenant with three notifications (one read), and a stranger (another landlord's tenant) with one. */
async function setup() {
  const db = t.database.db;
  const tenant = await makeTenant(db);
  const stranger = await makeTenant(db);
  const [a, b, c] = await notify(db, t.app.deps, [
    { userId: tenant.id, type: "payment", title: "A", message: "a" },
    { userId: tenant.id, type: "maintenance", title: "B", message: "b", priority: "high" },
    { userId: tenant.id, type: "announcement", title: "C", message: "c", priority: "low" },
  ]);
  await db.update(notifications).set({ read: true }).where(eq(notifications.id, c!.id));
  const [theirs] = await notify(db, t.app.deps, {
    userId: stranger.id,
    type: "message",
    title: "S",
    message: "s",
  });
  return {
    tenant,
    stranger,
    ids: { a: a!.id, b: b!.id, c: c!.id, theirs: theirs!.id },
    tc: await clientFor(t, tenant.id),
    sc: await clientFor(t, stranger.id),
  };
}

describe("reading and deleting notifications", () => {
  it("marks one read, answering the unread count; Recent lists only the unread", async () => {
    const { tc, ids } = await setup();
    expect((await list(tc, "?filter=unread")).items.map((n) => n.title).sort()).toEqual(["A", "B"]);
    const res = await tc.post(`/api/notifications/${ids.a}/read`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unreadCount: 1 });
    const after = await list(tc);
    expect(after.unreadCount).toBe(1);
    expect(after.items.find((n) => n.id === ids.a)).toMatchObject({ read: true, essential: false });
    expect(after.items.find((n) => n.id === ids.b)).toMatchObject({ read: false, priority: "high" });
    expect((await list(tc, "?filter=unread")).items.map((n) => n.title)).toEqual(["B"]);
    // Marking it again changes nothing.
    expect((await tc.post(`/api/notifications/${ids.a}/read`)).body).toEqual({ unreadCount: 1 });
  });

  it("marks all read, only the caller's", async () => {
    const { tc, sc } = await setup();
    const res = await tc.post("/api/notifications/read-all");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unreadCount: 0 });
    expect((await list(tc)).items.every((n) => n.read)).toBe(true);
    expect((await list(tc, "?filter=unread")).items).toEqual([]);
    expect((await list(sc)).unreadCount).toBe(1);
  });

  it("deletes one, and it is gone", async () => {
    const { tc, ids } = await setup();
    const res = await del(tc, `/api/notifications/${ids.b}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unreadCount: 1 });
    expect((await list(tc)).items.map((n) => n.id).sort()).toEqual([ids.a, ids.c].sort());
    expect((await del(tc, `/api/notifications/${ids.b}`)).status).toBe(404);
  });

  it("another user's notification is a 404 for read and delete, and stays as it was", async () => {
    const { tc, sc, ids } = await setup();
    // A landlord gets nothing either.
    const lc = await clientFor(t, (await makeLandlord(t.database.db)).id);
    for (const res of [
      await lc.post(`/api/notifications/${ids.a}/read`),
      await del(lc, `/api/notifications/${ids.theirs}`),
      await tc.post(`/api/notifications/${ids.theirs}/read`),
      await del(tc, `/api/notifications/${ids.theirs}`),
      await sc.post(`/api/notifications/${ids.a}/read`),
      await del(sc, `/api/notifications/${ids.a}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe("NOT_FOUND");
    }
    expect((await list(sc)).items).toMatchObject([{ id: ids.theirs, read: false }]);
    expect((await list(tc)).unreadCount).toBe(2);
  });

  it("refuses bad ids, bad filters and signed-out callers", async () => {
    const { tc, ids } = await setup();
    expect((await tc.post("/api/notifications/not-a-uuid/read")).status).toBe(400);
    expect((await del(tc, "/api/notifications/42")).status).toBe(400);
    expect((await tc.post(`/api/notifications/${randomUUID()}/read`)).status).toBe(404);
    expect((await tc.get("/api/notifications?filter=everything")).status).toBe(400);
    const anon = t.client();
    expect((await anon.post(`/api/notifications/${ids.a}/read`)).status).toBe(401);
    expect((await anon.post("/api/notifications/read-all")).status).toBe(401);
    expect((await del(anon, `/api/notifications/${ids.a}`)).status).toBe(401);
    expect((await anon.get("/api/notifications/settings")).status).toBe(401);
  });
});

describe("notification settings", () => {
  const changed: NotificationSettings = {
    ...DEFAULT_NOTIFICATION_SETTINGS,
    announcements: false,
    smsNotifications: false,
    emailMutedTypes: ["maintenance", "message"],
  };

  it("answers the defaults, then what was saved, per user", async () => {
    const { tc, sc } = await setup();
    expect((await tc.get("/api/notifications/settings")).body).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const saved = await put(tc, "/api/notifications/settings", changed);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(changed);
    expect((await tc.get("/api/notifications/settings")).body).toEqual(changed);
    // Saved again (an update, not a second row), and nobody else's changed.
    const back = await put(tc, "/api/notifications/settings", DEFAULT_NOTIFICATION_SETTINGS);
    expect(back.body).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect((await sc.get("/api/notifications/settings")).body).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it("refuses wrong types, unknown types, missing and unknown keys with a 400, and keeps what was saved", async () => {
    const { tc } = await setup();
    await put(tc, "/api/notifications/settings", changed);
    const { messageAlerts: _, ...missing } = DEFAULT_NOTIFICATION_SETTINGS;
    for (const body of [
      { ...DEFAULT_NOTIFICATION_SETTINGS, announcements: "no" },
      { ...DEFAULT_NOTIFICATION_SETTINGS, emailMutedTypes: ["spam"] },
      { ...DEFAULT_NOTIFICATION_SETTINGS, emailMutedTypes: "announcement" },
      {
        ...DEFAULT_NOTIFICATION_SETTINGS,
        smsMutedTypes: Array(NOTIFICATION_TYPES.length * 2 + 1).fill("message"),
      },
      { ...DEFAULT_NOTIFICATION_SETTINGS, userId: randomUUID() },
      missing,
      [],
    ]) {
      const res = await put(tc, "/api/notifications/settings", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("VALIDATION_ERROR");
    }
    expect((await tc.get("/api/notifications/settings")).body).toEqual(changed);
  });
});

/** A socket of the user, as the /ws server would open it, collecting what it is sent. */
const openSocket = (userId: string, role: "tenant" | "landlord") =>
  FakeSocket.open(realtimeOf(t), { id: userId, role });

/** A tenant with a lease at a landlord's property, both signed in; the tenant has filed one request. */
async function maintenanceSetup() {
  const db = t.database.db;
  const landlord = await makeLandlord(db);
  const { property, units } = await makeProperty(db, landlord.id);
  const tenant = await makeTenant(db);
  await makeLease(db, { propertyId: property.id, unitId: units[0]!.id, tenantId: tenant.id });
  const tc = await clientFor(t, tenant.id);
  const lc = await clientFor(t, landlord.id);
  const filed = await tc.post("/api/maintenance-requests", {
    priority: "emergency",
    category: "plumbing",
    issue: "Burst pipe",
  });
  expect(filed.status).toBe(201);
  return { tenant, landlord, tc, lc, requestId: filed.body.id as string };
}

describe("delivery honours the settings", () => {
  it("email switched off for maintenance: a status change sends no email, but the notice is in the list", async () => {
    await t.isolate();
    const { tenant, tc, lc, requestId } = await maintenanceSetup();
    await put(tc, "/api/notifications/settings", {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      emailMutedTypes: ["maintenance"],
    });
    const before = t.mails.length;
    const moved = await patch(lc, `/api/maintenance-requests/${requestId}/status`, { status: "in_progress" });
    expect(moved.status).toBe(200);
    expect(t.mails.slice(before).filter((m) => m.to === tenant.email)).toEqual([]);
    expect((await list(tc)).items[0]).toMatchObject({
      type: "maintenance",
      title: "Maintenance request updated",
      read: false,
    });

    // Email on again: the next change is emailed.
    await put(tc, "/api/notifications/settings", DEFAULT_NOTIFICATION_SETTINGS);
    await patch(lc, `/api/maintenance-requests/${requestId}/status`, { status: "completed" });
    expect(t.mails.slice(before).filter((m) => m.to === tenant.email)).toMatchObject([
      { subject: "Maintenance request updated" },
    ]);
  });

  it("the email master off stops the email; the type switched off stops the notice on every channel", async () => {
    await t.isolate();
    const { tenant, tc, lc, requestId } = await maintenanceSetup();
    await put(tc, "/api/notifications/settings", {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      emailNotifications: false,
    });
    const before = t.mails.length;
    await patch(lc, `/api/maintenance-requests/${requestId}/status`, { status: "in_progress" });
    expect(t.mails.slice(before).filter((m) => m.to === tenant.email)).toEqual([]);
    expect((await list(tc)).items).toHaveLength(1);

    await put(tc, "/api/notifications/settings", {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      maintenanceUpdates: false,
    });
    const socket = await openSocket(tenant.id, "tenant");
    await patch(lc, `/api/maintenance-requests/${requestId}/status`, { status: "completed" });
    expect(t.mails.slice(before).filter((m) => m.to === tenant.email)).toEqual([]);
    expect((await list(tc)).items).toHaveLength(1);
    expect(socket.eventsButPresence.filter((e) => e.type === "notification")).toEqual([]);
    await socket.close();
  });

  it("a payment receipt is essential: emailed and listed with email and payment notices switched off", async () => {
    await t.isolate();
    const s = await rentSetup(t);
    const off = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      paymentReminders: false,
      emailNotifications: false,
      emailMutedTypes: ["payment"],
    };
    await put(s.tenantClient, "/api/notifications/settings", off);
    await put(s.landlordClient, "/api/notifications/settings", off);
    const { reference } = await startMomo(s.tenantClient, { phoneNumber: "0772 123 458" });
    const socket = await openSocket(s.tenant.id, "tenant");
    const before = t.mails.length;
    const deps = withSandboxStatus(
      {
        ...(await depsOf(t)),
        realtime: t.app.deps.realtime,
        mailer: t.app.deps.mailer,
        outbox: t.app.deps.outbox,
      },
      async () => ({ status: "succeeded", amount: 1_500_000, currency: "UGX" }),
    );
    expect((await settlePayment(deps, reference, "poll"))?.status).toBe("succeeded");

    expect(
      t.mails
        .slice(before)
        .map((m) => m.to)
        .sort(),
    ).toEqual([s.landlord.email, s.tenant.email].sort());
    const mine = (await list(s.tenantClient)).items;
    expect(mine[0]).toMatchObject({ type: "payment", essential: true, link: "/transaction-history" });
    expect((await list(s.landlordClient)).items[0]).toMatchObject({ type: "payment", essential: true });
    expect(socket.eventsButPresence).toMatchObject([
      { type: "notification", notification: { id: mine[0]!.id, essential: true }, unreadCount: 1 },
    ]);
    await socket.close();
  });
});

describe("push over realtime", () => {
  it("sends the new notification with the unread count to the recipient's sockets only", async () => {
    const { tenant, landlord, lc, requestId } = await maintenanceSetup();
    const mine = await openSocket(tenant.id, "tenant");
    const other = await openSocket((await makeTenant(t.database.db)).id, "tenant");
    const landlords = await openSocket(landlord.id, "landlord");
    const moved = await patch(lc, `/api/maintenance-requests/${requestId}/status`, {
      status: "in_progress",
      note: "Plumber on the way",
    });
    expect(moved.status).toBe(200);
    expect(mine.eventsButPresence).toEqual([
      {
        type: "notification",
        notification: expect.objectContaining({
          type: "maintenance",
          title: "Maintenance request updated",
          read: false,
        }),
        unreadCount: 1,
      },
    ]);
    expect(other.eventsButPresence).toEqual([]);
    expect(landlords.eventsButPresence.filter((e) => e.type === "notification")).toEqual([]);

    // Reading it tells the user's other sockets to refresh.
    const tc = await clientFor(t, tenant.id);
    const id = (mine.eventsButPresence[0] as Extract<ServerEvent, { type: "notification" }>).notification.id;
    await tc.post(`/api/notifications/${id}/read`);
    expect(mine.eventsButPresence.at(-1)).toEqual({ type: "invalidate", domains: ["notifications"] });
    expect(other.eventsButPresence).toEqual([]);
    await Promise.all([mine.close(), other.close(), landlords.close()]);
  });

  it("a high-priority request reaches the landlord as a high notification", async () => {
    const db = t.database.db;
    const landlord = await makeLandlord(db);
    const { property, units } = await makeProperty(db, landlord.id);
    const tenant = await makeTenant(db);
    await makeLease(db, { propertyId: property.id, unitId: units[0]!.id, tenantId: tenant.id });
    const socket = await openSocket(landlord.id, "landlord");
    const tc = await clientFor(t, tenant.id);
    await tc.post("/api/maintenance-requests", {
      priority: "emergency",
      category: "plumbing",
      issue: "Burst pipe",
    });
    expect(socket.eventsButPresence).toMatchObject([
      { type: "notification", notification: { priority: "high", type: "maintenance" }, unreadCount: 1 },
    ]);
    await socket.close();
  });
});
