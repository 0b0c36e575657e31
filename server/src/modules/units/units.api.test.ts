import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kampalaToday } from "../../../../common/kampala-calendar";
import type { UnitRow } from "../../../../common/schemas/units";
import { activityLog, leases, units } from "../../db/schema";
import {
  createProperty,
  inEnglish,
  insertLease,
  patch,
  signedInUser,
  unitTypeInput,
} from "../../test/portfolio-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";
import { generateRentCharges } from "../rent/charges";
import { leaseStanding } from "../tenancy/ledger";

let t: TestApp;
let landlord: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: landlord } = await signedInUser(t, "landlord"));
});
afterAll(() => t.close());

const list = async (propertyId: number, query = "") =>
  (await landlord.get(`/api/landlord/properties/${propertyId}/units${query}`)).body as unknown as UnitRow[];

/** A property of 4 units: A1 let to a signed-up tenant, A2 pending for an invitee, A3 and A4 vacant. */
async function letProperty() {
  const p = await createProperty(landlord, {
    unitTypes: [unitTypeInput({ quantity: 4, rentPrice: 1_000_000 })],
  });
  const rows = await list(p.id);
  const tenant = await signedInUser(t, "tenant");
  const active = await insertLease(t.database.db, {
    propertyId: p.id,
    unitId: rows[0]!.id,
    tenantId: tenant.userId,
    inviteeName: "Amina N.",
    monthlyRent: 1_000_000,
  });
  const pending = await insertLease(t.database.db, {
    propertyId: p.id,
    unitId: rows[1]!.id,
    status: "pending",
    inviteeName: "Juma Okoth",
    monthlyRent: 950_000,
  });
  return { p, rows, active, pending, tenant };
}

describe("unit lists", () => {
  it("lists units with their current lease, filtered by occupied or available", async () => {
    const { p, active, pending, tenant } = await letProperty();
    // The active lease's rent ledger gives its balance (charges due by today, nothing paid).
    await generateRentCharges(t.database.db, { leaseId: active.id, today: kampalaToday() });
    const { balance } = await leaseStanding(t.database.db, active.id, kampalaToday());
    expect(balance).toBeGreaterThan(0);
    const all = await list(p.id);
    expect(all.map((u) => u.unitNumber)).toEqual(["A1", "A2", "A3", "A4"]);
    expect(all[0]!.lease).toEqual({
      id: active.id,
      status: "active",
      tenantId: tenant.userId,
      tenantName: "Amina Nakitto",
      monthlyRent: 1_000_000,
      currency: "UGX",
      startDate: "2026-01-01",
      endDate: "2027-01-01",
      balance,
    });
    expect(all[1]!.lease).toMatchObject({
      id: pending.id,
      status: "pending",
      tenantId: null,
      tenantName: "Juma Okoth",
      // Invited, not signed up: no ledger yet.
      balance: null,
    });

    expect((await list(p.id, "?status=occupied")).map((u) => u.unitNumber)).toEqual(["A1", "A2"]);
    expect((await list(p.id, "?status=available")).map((u) => u.unitNumber)).toEqual(["A3", "A4"]);
    expect((await list(p.id, "?status=all")).length).toBe(4);
    expect((await landlord.get(`/api/landlord/properties/${p.id}/units?status=vacant`)).status).toBe(400);
  });

  it("an ended lease leaves the unit available", async () => {
    const p = await createProperty(landlord, { unitTypes: [unitTypeInput({ quantity: 1 })] });
    const [unit] = await list(p.id);
    await insertLease(t.database.db, { propertyId: p.id, unitId: unit!.id, status: "ended" });
    expect((await list(p.id, "?status=available")).map((u) => u.id)).toEqual([unit!.id]);
    expect((await list(p.id))[0]!.lease).toBeNull();
  });

  it("counts each unit's maintenance requests still waiting for a fix", async () => {
    const { p, tenant } = await letProperty();
    const file = async (issue: string) => {
      const res = await tenant.client.post("/api/maintenance-requests", {
        category: "plumbing",
        issue,
        priority: "low",
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id as string;
    };
    const [scheduled, completed, cancelled] = [
      await file("Leaking tap"),
      await file("Blocked kitchen sink"),
      await file("Low water pressure"),
    ];
    const status = (c: TestClient, id: string, to: string) =>
      patch(c, `/api/maintenance-requests/${id}/status`, { status: to });
    expect((await list(p.id)).map((u) => u.openMaintenance)).toEqual([3, 0, 0, 0]);
    expect((await status(landlord, scheduled, "scheduled")).status).toBe(200);
    expect((await status(landlord, completed, "completed")).status).toBe(200);
    expect((await status(tenant.client, cancelled, "cancelled")).status).toBe(200);
    expect((await list(p.id)).map((u) => u.openMaintenance)).toEqual([1, 0, 0, 0]);
  });

  it("orders unit numbers naturally", async () => {
    const p = await createProperty(landlord, { unitTypes: [unitTypeInput({ quantity: 11 })] });
    expect((await list(p.id)).map((u) => u.unitNumber)).toEqual([
      "A1",
      "A2",
      "A3",
      "A4",
      "A5",
      "A6",
      "A7",
      "A8",
      "A9",
      "A10",
      "A11",
    ]);
  });

  it("shows a unit's details", async () => {
    const p = await createProperty(landlord, {
      unitTypes: [unitTypeInput({ bedrooms: 3, bathrooms: 2.5, sqft: 1400, quantity: 1 })],
    });
    const [unit] = await list(p.id);
    const res = await landlord.get(`/api/landlord/units/${unit!.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: unit!.id,
      unitNumber: "A1",
      bedrooms: 3,
      bathrooms: 2.5,
      sqft: 1400,
      floor: null,
      balcony: false,
      parking: false,
      furnished: false,
      petFriendly: false,
      features: [],
    });
    expect((await landlord.get("/api/landlord/units/999999")).status).toBe(404);
    expect((await landlord.get("/api/landlord/units/99999999999")).status).toBe(400);
    expect((await landlord.get("/api/landlord/units/abc")).status).toBe(400);
  });
});

describe("editing a unit", () => {
  it("saves readiness, work needed, notes and condition", async () => {
    const { p, rows } = await letProperty();
    const res = await patch(landlord, `/api/landlord/units/${rows[2]!.id}`, {
      readiness: "needs_work",
      workNeeded: "Fix the balcony door",
      notes: "Carpenter on Monday",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      unitNumber: "A3",
      readiness: "needs_work",
      workNeeded: "Fix the balcony door",
    });
    expect(
      (await patch(landlord, `/api/landlord/units/${rows[0]!.id}`, { condition: "needs_work" })).status,
    ).toBe(200);

    const after = await list(p.id);
    expect(after[2]).toMatchObject({
      readiness: "needs_work",
      workNeeded: "Fix the balcony door",
      notes: "Carpenter on Monday",
    });
    expect(after[0]).toMatchObject({ condition: "needs_work" });
    const logs = await t.database.db.select().from(activityLog).where(eq(activityLog.propertyId, p.id));
    expect(logs.map((l) => inEnglish(l.message))).toEqual(
      expect.arrayContaining(["Unit A3 updated", "Unit A1 updated"]),
    );
    expect(logs.filter((l) => l.kind === "unit_updated")).toHaveLength(2);
  });

  it("new rent of an occupied unit applies to its current lease too; a vacant unit's leases are untouched", async () => {
    const { rows, active, pending } = await letProperty();
    const res = await patch(landlord, `/api/landlord/units/${rows[0]!.id}`, { rent: 1_250_000 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rent: 1_250_000, lease: { monthlyRent: 1_250_000 } });
    const { db } = t.database;
    expect((await db.select().from(leases).where(eq(leases.id, active.id)))[0]?.monthlyRent).toBe(1_250_000);
    expect((await db.select().from(leases).where(eq(leases.id, pending.id)))[0]?.monthlyRent).toBe(950_000);

    await patch(landlord, `/api/landlord/units/${rows[3]!.id}`, { rent: 700_000 });
    expect((await db.select().from(units).where(eq(units.id, rows[3]!.id)))[0]?.rentAmount).toBe(700_000);
  });

  it("renames a unit, but not to a number the property already has", async () => {
    const { p, rows } = await letProperty();
    const dup = await patch(landlord, `/api/landlord/units/${rows[0]!.id}`, { unitNumber: "A2" });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({
      error: "Unit number A2 already exists in this property",
      code: "UNIT_NUMBER_TAKEN",
      requestId: expect.any(String),
    });
    expect((await patch(landlord, `/api/landlord/units/${rows[0]!.id}`, { unitNumber: "a2" })).status).toBe(
      409,
    );

    // Another property's numbers do not matter.
    const other = await createProperty(landlord);
    const [otherUnit] = await list(other.id);
    expect((await patch(landlord, `/api/landlord/units/${otherUnit!.id}`, { unitNumber: "1B" })).status).toBe(
      200,
    );

    const ok = await patch(landlord, `/api/landlord/units/${rows[0]!.id}`, { unitNumber: "1B" });
    expect(ok.status).toBe(200);
    expect(ok.body.unitNumber).toBe("1B");
    const logs = await t.database.db.select().from(activityLog).where(eq(activityLog.propertyId, p.id));
    expect(logs.map((l) => inEnglish(l.message))).toContain("Unit A1 renamed to 1B");
  });

  it("rejects bad edits", async () => {
    const { rows } = await letProperty();
    const url = `/api/landlord/units/${rows[2]!.id}`;
    expect((await patch(landlord, url, {})).body.error).toBe("Nothing to update");
    expect((await patch(landlord, url, { rent: -5 })).body.fields).toEqual({
      rent: "Rent cannot be negative",
    });
    expect((await patch(landlord, url, { readiness: "someday" })).status).toBe(400);
    expect((await patch(landlord, url, { unitNumber: "  " })).body.fields).toEqual({
      unitNumber: "Unit number is required",
    });
    expect((await patch(landlord, url, { notes: "n".repeat(1001) })).status).toBe(400);
    expect((await patch(landlord, url, { workNeeded: "w".repeat(501) })).status).toBe(400);
  });
});
