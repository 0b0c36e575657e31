import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maintenanceRequests, maintenanceStatusHistory, users } from "../../db/schema";
import { DEMO_LANDLORD_EMAIL, DEMO_TENANT_EMAIL } from "../../db/seed/demo-accounts";
import { resetDemo, seedDemo } from "../../db/seed/index";
import { clientFor } from "../../test/lease-factories";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

type Row = Record<string, unknown>;

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

  it("is seeded again by a reset", async () => {
    const before = await t.database.db.select({ n: count() }).from(maintenanceRequests);
    await resetDemo(t.database.db);
    const after = await t.database.db.select({ n: count() }).from(maintenanceRequests);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
