import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maintenancePhotos, maintenanceRequests, maintenanceStatusHistory, users } from "../../db/schema";
import { DEMO_LANDLORD_EMAIL, DEMO_TENANT_EMAIL } from "../../seed/demo-accounts";
import { resetDemo, seedDemo } from "../../seed/index";
import { clientFor } from "../../test/lease-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { storage: t.storage });
});
afterAll(() => t.close());

type Row = Record<string, unknown>;
type Photo = { id: string; url: string; thumbUrl: string; width: number; height: number };

describe("demo maintenance requests", () => {
  it("gives Sarah two requests in Kampala Heights 4B and the landlord requests in every status", async () => {
    const db = t.database.db;
    const [sarah] = await db.select().from(users).where(eq(users.email, DEMO_TENANT_EMAIL));
    const [landlord] = await db.select().from(users).where(eq(users.email, DEMO_LANDLORD_EMAIL));
    const mine = await (await clientFor(t, sarah!.id)).get("/api/maintenance-requests");
    const items = mine.body.items as (Row & { tenant: Row })[];
    expect(items).toHaveLength(2);
    expect(items.every((r) => r.propertyName === "Kampala Heights" && r.tenant.unitNumber === "4B")).toBe(
      true,
    );
    const all = await db.select().from(maintenanceRequests);
    expect(new Set(all.map((r) => r.status))).toEqual(
      new Set(["open", "scheduled", "in_progress", "completed"]),
    );
    const [h] = await db.select({ n: count() }).from(maintenanceStatusHistory);
    expect(h!.n).toBeGreaterThan(all.length);
    const detail = await (await clientFor(t, landlord!.id)).get(`/api/maintenance-requests/${items[1]!.id}`);
    expect((detail.body.history as Row[]).length).toBeGreaterThanOrEqual(1);
  });

  it("stores generated photos like uploads, served to Sarah and her landlord", async () => {
    const db = t.database.db;
    const [sarah] = await db.select().from(users).where(eq(users.email, DEMO_TENANT_EMAIL));
    const [landlord] = await db.select().from(users).where(eq(users.email, DEMO_LANDLORD_EMAIL));
    const [photos] = await db.select({ n: count() }).from(maintenancePhotos);
    expect(photos!.n).toBe(4);
    const tenant = await clientFor(t, sarah!.id);
    const owner = await clientFor(t, landlord!.id);
    const items = (await tenant.get("/api/maintenance-requests")).body.items as Row[];
    for (const item of items) {
      const detail = (await tenant.get(`/api/maintenance-requests/${item.id}`)).body;
      const [photo] = detail.photos as Photo[];
      expect(photo).toMatchObject({ width: 1200, height: 900 });
      for (const client of [tenant, owner]) {
        const full = await client.get(photo!.url);
        expect(full.status).toBe(200);
        expect(full.res.headers["content-type"]).toBe("image/jpeg");
        const thumb = await client.get(photo!.thumbUrl);
        expect(thumb.status).toBe(200);
        expect(thumb.res.headers["content-type"]).toBe("image/webp");
      }
    }
  });

  it("is seeded again by a reset, which deletes the old photo files", async () => {
    const db = t.database.db;
    const before = await db.select({ n: count() }).from(maintenanceRequests);
    const oldKeys = (await db.select().from(maintenancePhotos)).map((p) => p.storageKey);
    await resetDemo(db, { storage: t.storage });
    const after = await db.select({ n: count() }).from(maintenanceRequests);
    expect(after[0]!.n).toBe(before[0]!.n);
    const newPhotos = await db.select().from(maintenancePhotos);
    expect(newPhotos).toHaveLength(4);
    for (const key of oldKeys) expect(await t.storage.get(key)).toBeNull();
    for (const p of newPhotos) expect(await t.storage.get(p.storageKey)).not.toBeNull();
  });
});
