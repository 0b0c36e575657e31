import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths, kampalaToday } from "../../../../common/kampala-calendar";
import { activityLog, maintenancePhotos, maintenanceRequests, notifications } from "../../db/schema";
import { translator } from "../../platform/i18n";
import { clientFor, makeLandlord, makeLease, makeProperty, makeTenant } from "../../test/lease-factories";
import { multipart } from "../../test/multipart";
import { patch } from "../../test/portfolio-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import type { TestClient } from "../../test/test-client";

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "nyumba-maint-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const t = sharedTestApp(() => ({ DATA_DIR: dataDir }));

type Row = Record<string, unknown>;

async function setup() {
  const db = t.database.db;
  const landlord = await makeLandlord(db);
  const otherLandlord = await makeLandlord(db);
  const { property: heights, units: hu } = await makeProperty(db, landlord.id, {
    name: "Kampala Heights",
    units: ["4B", "4C"],
  });
  const { property: towers, units: tu } = await makeProperty(db, otherLandlord.id, {
    name: "Nakasero Towers",
  });
  const sarah = await makeTenant(db, { firstName: "Sarah", lastName: "Namukasa" });
  const samuel = await makeTenant(db, { firstName: "Samuel", lastName: "Opio" });
  const grace = await makeTenant(db, { firstName: "Grace", lastName: "Achieng" });
  const homeless = await makeTenant(db, { firstName: "No", lastName: "Lease" });
  await makeLease(db, { propertyId: heights.id, unitId: hu[0]!.id, tenantId: sarah.id });
  await makeLease(db, { propertyId: heights.id, unitId: hu[1]!.id, tenantId: samuel.id });
  await makeLease(db, { propertyId: towers.id, unitId: tu[0]!.id, tenantId: grace.id });
  return {
    landlord,
    otherLandlord,
    heights,
    towers,
    hu,
    sarah,
    samuel,
    grace,
    c: {
      landlord: await clientFor(t, landlord.id),
      otherLandlord: await clientFor(t, otherLandlord.id),
      sarah: await clientFor(t, sarah.id),
      samuel: await clientFor(t, samuel.id),
      grace: await clientFor(t, grace.id),
      homeless: await clientFor(t, homeless.id),
    },
  };
}

const body = (overrides: Row = {}) => ({
  priority: "emergency",
  category: "plumbing",
  issue: "Burst pipe",
  ...overrides,
});

async function file(c: TestClient, overrides: Row = {}) {
  const res = await c.post("/api/maintenance-requests", body(overrides));
  expect(res.status).toBe(201);
  return res.body as Row & { id: string; status: string; updatedAt: string };
}

const png = (w = 2400, h = 1800) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

const setStatus = (c: TestClient, id: string, status: string, note?: string) =>
  patch(c, `/api/maintenance-requests/${id}/status`, { status, ...(note ? { note } : {}) });

describe("filing a request", () => {
  it("creates from JSON: emergency stored as urgent, description from issue and category, landlord notified", async () => {
    const { c, landlord, heights, sarah } = await setup();
    const r = await file(c.sarah, { contact: "+256771000001" });
    expect(r).toMatchObject({
      title: "Burst pipe",
      description: "Burst pipe (plumbing)",
      priority: "urgent",
      status: "open",
      propertyId: heights.id,
      contact: "+256771000001",
      imageUrl: null,
      tenant: { id: sarah.id, firstName: "Sarah", lastName: "Namukasa", unitNumber: "4B" },
    });
    expect((r.history as Row[]).map((h) => [h.fromStatus, h.toStatus])).toEqual([[null, "open"]]);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, landlord.id));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.type).toBe("maintenance");
    const acts = await t.database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.landlordId, landlord.id));
    expect(acts.map((a) => a.kind)).toContain("maintenance_requested");
  });

  it("stores a preset issue as its key, and answers it and what it tells people in words", async () => {
    const { c, landlord } = await setup();
    const db = t.database.db;
    const r = await file(c.sarah, { issue: "maintenance.issueBurstPipe" });
    expect(r).toMatchObject({
      title: "Burst pipe",
      issue: "Burst pipe",
      description: "Burst pipe (plumbing)",
    });
    const [row] = await db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, r.id));
    expect(row).toMatchObject({ title: "maintenance.issueBurstPipe", issue: "maintenance.issueBurstPipe" });
    const first = async (client: TestClient, url: string) => ((await client.get(url)).body.items as Row[])[0];
    expect(await first(c.landlord, "/api/maintenance-requests")).toMatchObject({ title: "Burst pipe" });
    const filed = "Sarah Namukasa (unit 4B, Kampala Heights) reported: Burst pipe (Emergency).";
    expect(await first(c.landlord, "/api/notifications")).toMatchObject({
      title: "New maintenance request",
      message: filed,
    });
    expect(t.mails.find((m) => m.to === landlord.email)!.text).toContain(filed);
    await setStatus(c.landlord, r.id, "scheduled");
    expect((await first(c.sarah, "/api/notifications"))!.message).toBe(
      'Your request "Burst pipe" is now Scheduled.',
    );
    const acts = await db.select().from(activityLog).where(eq(activityLog.landlordId, landlord.id));
    expect(acts.map((a) => translator().text(a.message))).toEqual(
      expect.arrayContaining(["Unit 4B reported: Burst pipe", "Unit 4B: Burst pipe is now Scheduled"]),
    );
  });

  it("names the field in the error of a wrongly typed value", async () => {
    const { c } = await setup();
    const res = await c.sarah.post("/api/maintenance-requests", body({ title: 5 }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: "Title is not valid.",
      fields: { title: "Title is not valid." },
    });
  });

  it("needs an issue or a title, a known priority, and an active lease", async () => {
    const { c } = await setup();
    const noIssue = await c.sarah.post("/api/maintenance-requests", {
      priority: "low",
      category: "plumbing",
    });
    expect(noIssue.status).toBe(400);
    expect(noIssue.body.error).toBe("Please select an issue type before submitting.");
    expect((await c.sarah.post("/api/maintenance-requests", body({ priority: "asap" }))).status).toBe(400);
    expect((await c.sarah.post("/api/maintenance-requests", body({ contact: "x".repeat(101) }))).status).toBe(
      400,
    );
    const withTitle = await c.sarah.post("/api/maintenance-requests", {
      title: "Kitchen tap",
      description: "Drips all night",
      priority: "medium",
    });
    expect(withTitle.status).toBe(201);
    expect((await c.homeless.post("/api/maintenance-requests", body())).status).toBe(403);
    expect((await c.landlord.post("/api/maintenance-requests", body())).status).toBe(403);
  });

  it("accepts a photo: re-encoded to at most 1600 px with a small WebP thumbnail, served to tenant and landlord only", async () => {
    const { c } = await setup();
    const mp = multipart(
      { priority: "high", category: "electrical", issue: "Exposed wires", description: "Near the sink" },
      [{ name: "wires.png", type: "image/png", bytes: await png() }],
    );
    const res = await c.sarah.post("/api/maintenance-requests", mp.body, mp.headers);
    expect(res.status).toBe(201);
    const r = res.body as Row & { id: string; photos: Row[] };
    expect(r.description).toBe("Near the sink");
    expect(r.photos).toHaveLength(1);
    expect(r.photos[0]).toMatchObject({ width: 1600, height: 1200 });
    expect(r.imageUrl).toBe(r.photos[0]!.thumbUrl);
    const full = await c.sarah.get(r.photos[0]!.url as string);
    expect(full.status).toBe(200);
    expect(full.res.headers["content-type"]).toBe("image/png");
    const thumb = await c.landlord.get(r.photos[0]!.thumbUrl as string);
    expect(thumb.status).toBe(200);
    expect(thumb.res.headers["content-type"]).toBe("image/webp");
    expect(thumb.res.rawPayload.length).toBeLessThanOrEqual(30 * 1024);
    for (const other of [c.samuel, c.grace, c.otherLandlord])
      expect((await other.get(r.photos[0]!.url as string)).status).toBe(404);
  });

  it("rejects a text file named .png and more than five photos, saving nothing", async () => {
    await t.isolate();
    const { c } = await setup();
    const fields = { priority: "low", category: "plumbing", issue: "Leaking tap" };
    const good = await png(200, 200);
    const fake = multipart(fields, [
      { name: "a.png", type: "image/png", bytes: good },
      { name: "b.png", type: "image/png", bytes: Buffer.from("just some text, not an image") },
    ]);
    const bad = await c.sarah.post("/api/maintenance-requests", fake.body, fake.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("UNSUPPORTED_FILE_TYPE");
    const six = multipart(
      fields,
      Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, type: "image/png", bytes: good })),
    );
    const many = await c.sarah.post("/api/maintenance-requests", six.body, six.headers);
    expect(many.status).toBe(400);
    expect(many.body.code).toBe("TOO_MANY_FILES");
    expect(await t.database.db.select().from(maintenanceRequests)).toHaveLength(0);
    expect(await t.database.db.select().from(maintenancePhotos)).toHaveLength(0);
    const five = multipart(
      fields,
      Array.from({ length: 5 }, (_, i) => ({ name: `${i}.png`, type: "image/png", bytes: good })),
    );
    const ok = await c.sarah.post("/api/maintenance-requests", five.body, five.headers);
    expect(ok.status).toBe(201);
    expect((ok.body.photos as Row[]).length).toBe(5);
  });
});

describe("the API document", () => {
  it("documents the create body as JSON and as a multipart form with photos", async () => {
    const doc = (await t.client().get("/api/openapi.json")).body as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Row }> } }>>;
    };
    const content = doc.paths["/api/maintenance-requests"]!.post!.requestBody!.content;
    expect(Object.keys(content).sort()).toEqual(["application/json", "multipart/form-data"]);
    const json = content["application/json"]!.schema as { properties: Row; required: string[] };
    expect(Object.keys(json.properties)).toEqual(
      expect.arrayContaining(["title", "description", "priority", "category", "issue", "contact"]),
    );
    expect(json.required).toEqual(["priority"]);
    const form = content["multipart/form-data"]!.schema as { properties: Record<string, Row> };
    expect(form.properties.photos).toMatchObject({ type: "array", maxItems: 5, items: { format: "binary" } });
  });
});

describe("lists and access", () => {
  it("scopes lists: tenants their own newest first, landlords their property urgent first", async () => {
    const { c, heights, hu } = await setup();
    const a = await file(c.sarah, { priority: "low", issue: "Leaking tap" });
    const b = await file(c.sarah, { priority: "high", issue: "Blocked toilet" });
    const s = await file(c.samuel, { priority: "emergency", issue: "Burst pipe" });
    await file(c.grace, { issue: "No water supply" });
    const mine = await c.sarah.get("/api/maintenance-requests");
    expect((mine.body.items as Row[]).map((r) => r.id)).toEqual([b.id, a.id]);
    const page1 = await c.sarah.get("/api/maintenance-requests?limit=1");
    expect((page1.body.items as Row[]).map((r) => r.id)).toEqual([b.id]);
    const page2 = await c.sarah.get(`/api/maintenance-requests?limit=1&cursor=${page1.body.nextCursor}`);
    expect((page2.body.items as Row[]).map((r) => r.id)).toEqual([a.id]);
    expect(page2.body.nextCursor).toBeNull();

    const board = await c.landlord.get(`/api/maintenance-requests?propertyId=${heights.id}`);
    expect((board.body.items as Row[]).map((r) => r.id)).toEqual([s.id, b.id, a.id]);
    const p1 = await c.landlord.get(`/api/maintenance-requests?propertyId=${heights.id}&limit=2`);
    const p2 = await c.landlord.get(
      `/api/maintenance-requests?propertyId=${heights.id}&limit=2&cursor=${p1.body.nextCursor}`,
    );
    expect([...(p1.body.items as Row[]), ...(p2.body.items as Row[])].map((r) => r.id)).toEqual([
      s.id,
      b.id,
      a.id,
    ]);
    const urgent = await c.landlord.get("/api/maintenance-requests?priority=urgent");
    expect((urgent.body.items as Row[]).map((r) => r.id)).toEqual([s.id]);
    const unit = await c.landlord.get(`/api/maintenance-requests?unitId=${hu[0]!.id}`);
    expect((unit.body.items as Row[]).map((r) => r.id)).toEqual([b.id, a.id]);
    expect(
      (await c.otherLandlord.get(`/api/maintenance-requests?propertyId=${heights.id}`)).body.items,
    ).toEqual([]);
  });

  it("answers 404 to other tenants and landlords, 403 to tenants on landlord edits", async () => {
    const { c } = await setup();
    const r = await file(c.sarah);
    for (const other of [c.samuel, c.grace, c.otherLandlord]) {
      expect((await other.get(`/api/maintenance-requests/${r.id}`)).status).toBe(404);
      expect((await setStatus(other, r.id, "cancelled")).status).toBe(404);
    }
    expect((await patch(c.otherLandlord, `/api/maintenance-requests/${r.id}`, { notes: "x" })).status).toBe(
      404,
    );
    expect((await patch(c.sarah, `/api/maintenance-requests/${r.id}`, { notes: "x" })).status).toBe(403);
    expect((await c.landlord.get(`/api/maintenance-requests/${r.id}`)).status).toBe(200);
  });
});

describe("status transitions", () => {
  const forward: [string, string][] = [
    ["open", "scheduled"],
    ["open", "in_progress"],
    ["open", "completed"],
    ["scheduled", "in_progress"],
    ["scheduled", "completed"],
    ["in_progress", "completed"],
  ];
  const paths: Record<string, string[]> = {
    open: [],
    scheduled: ["scheduled"],
    in_progress: ["in_progress"],
    completed: ["completed"],
    cancelled: [],
  };

  it("allows every forward move for the landlord and keeps the history; the tenant is notified each time", async () => {
    const { c, sarah } = await setup();
    for (const [from, to] of forward) {
      const r = await file(c.sarah);
      for (const step of paths[from]!) expect((await setStatus(c.landlord, r.id, step)).status).toBe(200);
      const res = await setStatus(c.landlord, r.id, to, "Plumber booked");
      expect(res.status, `${from} -> ${to}`).toBe(200);
      expect(res.body.status).toBe(to);
      const history = (res.body.history as Row[]).map((h) => [h.fromStatus, h.toStatus]);
      expect(history.at(-1)).toEqual([from, to]);
      if (to === "completed") expect(res.body.completedAt).not.toBeNull();
    }
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.userId, sarah.id));
    // Six moves plus the three steps on the way to them.
    expect(notes.length).toBe(6 + 3);
  });

  it("lets only the tenant cancel an open request", async () => {
    const { c } = await setup();
    const r = await file(c.sarah);
    expect((await setStatus(c.sarah, r.id, "in_progress")).status).toBe(403);
    expect((await setStatus(c.landlord, r.id, "cancelled")).status).toBe(403);
    const cancelled = await setStatus(c.sarah, r.id, "cancelled");
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    const again = await setStatus(c.landlord, r.id, "in_progress");
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("Cannot change a request from Cancelled to In Progress.");
    const started = await file(c.sarah);
    await setStatus(c.landlord, started.id, "in_progress");
    expect((await setStatus(c.sarah, started.id, "cancelled")).status).toBe(409);
  });

  it("emails each notification too: the landlord on filing and cancelling, the tenant on each change", async () => {
    await t.isolate();
    const { c, sarah, landlord } = await setup();
    const mailsTo = (email: string | null) => t.mails.filter((m) => m.to === email);
    const r = await file(c.sarah);
    expect(mailsTo(landlord.email).map((m) => m.subject)).toEqual(["New maintenance request"]);
    expect(mailsTo(landlord.email)[0]!.text).toContain(
      "Sarah Namukasa (unit 4B, Kampala Heights) reported: Burst pipe",
    );
    expect((await setStatus(c.landlord, r.id, "scheduled", "Plumber on Monday")).status).toBe(200);
    const edit = await patch(c.landlord, `/api/maintenance-requests/${r.id}`, { status: "in_progress" });
    expect(edit.status).toBe(200);
    // A plain field edit changes no status: no email.
    expect(
      (await patch(c.landlord, `/api/maintenance-requests/${r.id}`, { notes: "Parts bought" })).status,
    ).toBe(200);
    const toSarah = mailsTo(sarah.email);
    expect(toSarah.map((m) => m.subject)).toEqual([
      "Maintenance request updated",
      "Maintenance request updated",
    ]);
    expect(toSarah[0]!.text).toContain('Your request "Burst pipe" is now Scheduled. Plumber on Monday');
    expect(toSarah[0]!.text).toContain("http://localhost:3000/dashboard");
    expect(toSarah[1]!.text).toContain("is now In Progress.");
    const second = await file(c.sarah);
    expect((await setStatus(c.sarah, second.id, "cancelled")).status).toBe(200);
    expect(mailsTo(landlord.email).map((m) => m.subject)).toEqual([
      "New maintenance request",
      "New maintenance request",
      "Maintenance request cancelled",
    ]);
    // A refused change sends nothing.
    const before = t.mails.length;
    expect((await setStatus(c.landlord, second.id, "in_progress")).status).toBe(409);
    expect(t.mails.length).toBe(before);
  });

  it("refuses every backward or repeated move with 409, naming the statuses as the screens do", async () => {
    const { c } = await setup();
    const shown: Record<string, string> = {
      open: "Pending",
      scheduled: "Scheduled",
      in_progress: "In Progress",
      completed: "Completed",
    };
    const disallowed: [string, string][] = [
      ["open", "open"],
      ["scheduled", "open"],
      ["scheduled", "scheduled"],
      ["in_progress", "open"],
      ["in_progress", "scheduled"],
      ["in_progress", "in_progress"],
      ["completed", "open"],
      ["completed", "scheduled"],
      ["completed", "in_progress"],
      ["completed", "completed"],
    ];
    for (const [from, to] of disallowed) {
      const r = await file(c.sarah);
      for (const step of paths[from]!) await setStatus(c.landlord, r.id, step);
      const res = await setStatus(c.landlord, r.id, to);
      expect(res.status, `${from} -> ${to}`).toBe(409);
      expect(res.body.error).toBe(`Cannot change a request from ${shown[from]} to ${shown[to]}.`);
    }
  });

  it("names the statuses of a refused move in the reader's language", async () => {
    const { c } = await setup();
    const r = await file(c.sarah);
    await setStatus(c.landlord, r.id, "in_progress");
    const refusedIn = (language: string) =>
      c.landlord.request(
        "PATCH",
        `/api/maintenance-requests/${r.id}/status`,
        { status: "open" },
        {
          "accept-language": language,
        },
      );
    const luganda = await refusedIn("lg");
    expect(luganda.status).toBe(409);
    expect(luganda.body.error).toBe(
      "Okusaba tekusobola kukyusibwa okuva ku Kikolebwako okudda ku Kirindiridde.",
    );
    expect((await refusedIn("sw")).body.error).toBe(
      "Haiwezekani kubadilisha ombi kutoka Inaendelea kwenda Inasubiri.",
    );
  });
});

describe("landlord edits", () => {
  it("updates priority, planned date, notes and assignee; refuses a past date and a stale edit", async () => {
    const { c } = await setup();
    const r = await file(c.sarah);
    const tomorrow = addMonths(kampalaToday(), 1);
    const res = await patch(c.landlord, `/api/maintenance-requests/${r.id}`, {
      status: "scheduled",
      priority: "emergency",
      plannedFixDate: tomorrow,
      notes: "Bring a new valve",
      assigneeName: "Okello Plumbing",
      assigneePhone: "+256772000111",
      expectedUpdatedAt: r.updatedAt,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "scheduled",
      priority: "urgent",
      plannedFixDate: tomorrow,
      notes: "Bring a new valve",
      assigneeName: "Okello Plumbing",
    });
    const stale = await patch(c.landlord, `/api/maintenance-requests/${r.id}`, {
      notes: "old view",
      expectedUpdatedAt: r.updatedAt,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe("STALE_UPDATE");
    const past = await patch(c.landlord, `/api/maintenance-requests/${r.id}`, {
      plannedFixDate: "2020-01-01",
    });
    expect(past.status).toBe(400);
    const back = await patch(c.landlord, `/api/maintenance-requests/${r.id}`, { status: "open" });
    expect(back.status).toBe(409);
    // The same status again is no change at all.
    expect(
      (await patch(c.landlord, `/api/maintenance-requests/${r.id}`, { status: "scheduled" })).status,
    ).toBe(200);
  });

  it("never undoes a completion when two edits race", async () => {
    const { c } = await setup();
    for (let i = 0; i < 3; i++) {
      const r = await file(c.sarah);
      const [a, b] = await Promise.all([
        patch(c.landlord, `/api/maintenance-requests/${r.id}`, { status: "completed" }),
        patch(c.landlord, `/api/maintenance-requests/${r.id}`, { status: "in_progress" }),
      ]);
      // Either in_progress lands first and completed follows, or completed wins and in_progress is refused.
      expect(a.status).toBe(200);
      expect([200, 409]).toContain(b.status);
      if (b.status === 409)
        expect(b.body.error).toBe("Cannot change a request from Completed to In Progress.");
      const final = await c.landlord.get(`/api/maintenance-requests/${r.id}`);
      expect(final.body.status).toBe("completed");
      const history = (final.body.history as Row[]).map((h) => h.toStatus);
      expect(history.at(-1)).toBe("completed");
      const [row] = await t.database.db
        .select()
        .from(maintenanceRequests)
        .where(eq(maintenanceRequests.id, r.id));
      expect(row!.completedAt).not.toBeNull();
    }
  });
});
