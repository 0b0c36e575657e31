import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PropertySummary } from "../../../../common/schemas/properties";
import type { UnitRow } from "../../../../common/schemas/units";
import {
  activityLog,
  landlordProfiles,
  leases,
  payoutAccounts,
  properties,
  units,
  unitTypes,
} from "../../db/schema";
import {
  bankDetailsInput,
  createProperty,
  del,
  inEnglish,
  insertLease,
  patch,
  propertyInput,
  propertyUpdateBody,
  put,
  signedInUser,
  unitTypeInput,
} from "../../test/portfolio-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";

const UNIT_TYPES_REQUIRED = "Please add at least one unit type with pricing information.";
const PAYOUT_REQUIRED = "Please provide both bank account and mobile money details for receiving payments.";

let t: TestApp;
let landlord: TestClient;
let landlordId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ client: landlord, userId: landlordId } = await signedInUser(t, "landlord"));
});
afterAll(() => t.close());

const unitsOf = async (id: number) =>
  (await landlord.get(`/api/landlord/properties/${id}/units`)).body as unknown as UnitRow[];
const propertyCount = async () => (await t.database.db.select().from(properties)).length;

describe("adding a property", () => {
  it("creates the unit types' units with readable numbers and copied details, and its payout details", async () => {
    const res = await landlord.post(
      "/api/landlord/properties",
      propertyInput({
        name: "Muyenga Court",
        unitTypes: [
          unitTypeInput({
            name: "Studio",
            bedrooms: 0,
            bathrooms: 1,
            sqft: 400,
            rentPrice: 600_000,
            quantity: 3,
          }),
          unitTypeInput({
            name: "Penthouse",
            bedrooms: 3,
            bathrooms: 2.5,
            sqft: 1800,
            rentPrice: 900,
            rentCurrency: "USD",
            quantity: 2,
          }),
        ],
        payout: bankDetailsInput({ mobileMoneyNumber: "0701 234 567", mobileMoneyProvider: "Airtel Money" }),
      }),
    );
    expect(res.status).toBe(201);
    const p = res.body as unknown as PropertySummary;
    expect(p).toMatchObject({
      name: "Muyenga Court",
      totalUnits: 5,
      occupiedUnits: 0,
      availableUnits: 5,
      hasHistory: false,
      imageUrl: "https://images.example.com/ntinda.jpg",
      payout: {
        bankName: "Centenary Bank",
        bankAccountNumber: "3100045678901",
        mobileMoneyNumber: "+256701234567",
        mobileMoneyProvider: "Airtel Money",
      },
    });
    expect(p.unitTypes.map((u) => [u.name, u.quantity, u.rentPrice, u.rentCurrency])).toEqual([
      ["Studio", 3, 600_000, "UGX"],
      ["Penthouse", 2, 900, "USD"],
    ]);

    const rows = await unitsOf(p.id);
    expect(rows.map((u) => u.unitNumber)).toEqual(["A1", "A2", "A3", "B1", "B2"]);
    expect(rows[0]).toMatchObject({
      bedrooms: 0,
      bathrooms: 1,
      sqft: 400,
      rent: 600_000,
      rentCurrency: "UGX",
    });
    expect(rows[4]).toMatchObject({
      bedrooms: 3,
      bathrooms: 2.5,
      sqft: 1800,
      rent: 900,
      rentCurrency: "USD",
    });
    expect(rows.every((u) => u.readiness === "ready" && u.lease === null)).toBe(true);

    const [log] = await t.database.db.select().from(activityLog).where(eq(activityLog.propertyId, p.id));
    expect(log).toMatchObject({ kind: "property_added", landlordId });
    expect(inEnglish(log!.message)).toBe("Property Muyenga Court added with 5 units");

    const list = await landlord.get("/api/landlord/properties");
    expect((list.body as unknown as PropertySummary[])[0]?.id).toBe(p.id);
    expect((await landlord.get(`/api/landlord/properties/${p.id}`)).body).toEqual(p);
  });

  it("answers the spec's messages for a missing unit type list and missing or bad payment details", async () => {
    const before = await propertyCount();
    const noTypes = await landlord.post("/api/landlord/properties", propertyInput({ unitTypes: [] }));
    expect(noTypes.status).toBe(400);
    expect(noTypes.body).toMatchObject({
      error: UNIT_TYPES_REQUIRED,
      fields: { unitTypes: UNIT_TYPES_REQUIRED },
    });

    const { unitTypes: _, ...withoutTypes } = propertyInput();
    expect((await landlord.post("/api/landlord/properties", withoutTypes)).body.error).toBe(
      UNIT_TYPES_REQUIRED,
    );

    const { payout: __, ...withoutPayout } = propertyInput();
    const noPayout = await landlord.post("/api/landlord/properties", withoutPayout);
    expect(noPayout.status).toBe(400);
    expect(noPayout.body.error).toBe(PAYOUT_REQUIRED);

    const badMobile = await landlord.post(
      "/api/landlord/properties",
      propertyInput({
        payout: bankDetailsInput({ mobileMoneyNumber: "+254712345678", bankAccountName: "" }),
      }),
    );
    expect(badMobile.status).toBe(400);
    expect(badMobile.body.error).toBe(PAYOUT_REQUIRED);
    expect(badMobile.body.fields).toMatchObject({
      "payout.bankAccountName": "Please fill in all required bank account fields",
      "payout.mobileMoneyNumber": expect.stringMatching(/Ugandan mobile number/),
    });
    expect(await propertyCount()).toBe(before);
  });

  it("rejects bad input field by field and creates nothing", async () => {
    const before = await propertyCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ imageUrl: "javascript:alert(1)" }, "imageUrl"],
      [{ imageUrl: "ftp://example.com/a.jpg" }, "imageUrl"],
      [{ name: "x".repeat(121) }, "name"],
      [{ description: "d".repeat(4001) }, "description"],
      [{ name: "   " }, "name"],
      [{ propertyType: "castle" }, "propertyType"],
      [{ amenities: ["Helipad"] }, "amenities.0"],
      [{ unitTypes: [unitTypeInput({ quantity: -2 })] }, "unitTypes.0.quantity"],
      [{ unitTypes: [unitTypeInput({ quantity: 0 })] }, "unitTypes.0.quantity"],
      [{ unitTypes: [unitTypeInput({ bedrooms: -1 })] }, "unitTypes.0.bedrooms"],
    ];
    for (const [change, field] of cases) {
      const res = await landlord.post("/api/landlord/properties", propertyInput(change));
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), JSON.stringify(change)).toContain(field);
    }
    expect(
      (await landlord.post("/api/landlord/properties", propertyInput({ name: "x".repeat(121) }))).body.fields,
    ).toEqual({ name: "Name must be at most 120 characters." });
    // More units than a property may have.
    const tooMany = await landlord.post(
      "/api/landlord/properties",
      propertyInput({ unitTypes: Array.from({ length: 11 }, () => unitTypeInput({ quantity: 500 })) }),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields).toHaveProperty("unitTypes");
    expect(await propertyCount()).toBe(before);
  });

  it("stores a blank image URL as none and amenities once each", async () => {
    const p = await createProperty(landlord, { imageUrl: "", amenities: ["Gym", "Gym", "Wifi"] });
    expect(p.imageUrl).toBeNull();
    expect(p.amenities).toEqual(["Gym", "Wifi"]);
  });
});

describe("editing a property", () => {
  it("updates its details and payout override", async () => {
    const p = await createProperty(landlord);
    const res = await patch(
      landlord,
      `/api/landlord/properties/${p.id}`,
      propertyUpdateBody(p, {
        name: "Ntinda Heights",
        location: "Plot 40, Kigowa Road, Ntinda",
        propertyType: "condo",
        description: "Renovated in 2026.",
        amenities: ["Gym"],
        imageUrl: "http://images.example.com/new.png",
        payout: bankDetailsInput({ bankName: "dfcu Bank", bankAccountNumber: "0110022233" }),
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: "Ntinda Heights",
      location: "Plot 40, Kigowa Road, Ntinda",
      propertyType: "condo",
      description: "Renovated in 2026.",
      amenities: ["Gym"],
      imageUrl: "http://images.example.com/new.png",
      totalUnits: 2,
      payout: { bankName: "dfcu Bank", bankAccountNumber: "0110022233" },
    });
    const overrides = await t.database.db
      .select()
      .from(payoutAccounts)
      .where(eq(payoutAccounts.propertyId, p.id));
    expect(overrides).toHaveLength(1);
    const logs = await t.database.db.select().from(activityLog).where(eq(activityLog.propertyId, p.id));
    expect(logs.map((l) => l.kind)).toContain("property_updated");

    const bad = await patch(
      landlord,
      `/api/landlord/properties/${p.id}`,
      propertyUpdateBody(p, { imageUrl: "data:x" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty("imageUrl");
    const badPayout = await patch(
      landlord,
      `/api/landlord/properties/${p.id}`,
      propertyUpdateBody(p, { payout: bankDetailsInput({ bankName: "Bank of Nowhere" as never }) }),
    );
    expect(badPayout.body).toMatchObject({
      error: PAYOUT_REQUIRED,
      fields: { "payout.bankName": expect.any(String) },
    });
  });

  it("grows with new vacant units and shrinks by removing vacant units without history, newest first", async () => {
    const p = await createProperty(landlord, {
      unitTypes: [
        unitTypeInput({ quantity: 3, rentPrice: 800_000 }),
        unitTypeInput({ name: "Shop", quantity: 1 }),
      ],
    });
    const grown = await patch(
      landlord,
      `/api/landlord/properties/${p.id}`,
      propertyUpdateBody(p, { totalUnits: 7 }),
    );
    expect(grown.status).toBe(200);
    expect(grown.body).toMatchObject({ totalUnits: 7, availableUnits: 7 });
    let rows = await unitsOf(p.id);
    expect(rows.map((u) => u.unitNumber)).toEqual(["A1", "A2", "A3", "B1", "U5", "U6", "U7"]);
    expect(rows.find((u) => u.unitNumber === "U5")).toMatchObject({ readiness: "ready", lease: null });

    // A1 is let, A2 had a lease that ended: neither may go.
    const a1 = rows.find((u) => u.unitNumber === "A1")!;
    const a2 = rows.find((u) => u.unitNumber === "A2")!;
    await insertLease(t.database.db, { propertyId: p.id, unitId: a1.id, inviteeName: "Juma Okoth" });
    await insertLease(t.database.db, { propertyId: p.id, unitId: a2.id, status: "ended" });

    const shrunk = await patch(
      landlord,
      `/api/landlord/properties/${p.id}`,
      propertyUpdateBody(p, { totalUnits: 3 }),
    );
    expect(shrunk.status).toBe(200);
    expect(shrunk.body).toMatchObject({
      totalUnits: 3,
      occupiedUnits: 1,
      availableUnits: 2,
      hasHistory: true,
    });
    rows = await unitsOf(p.id);
    expect(rows.map((u) => u.unitNumber)).toEqual(["A1", "A2", "A3"]);

    const belowOccupied = await patch(
      landlord,
      `/api/landlord/properties/${p.id}`,
      propertyUpdateBody(p, { totalUnits: 1 }),
    );
    // 1 is not below the 1 occupied unit, but A2 has history and A3 is the only removable unit.
    expect(belowOccupied.status).toBe(400);
    expect(belowOccupied.body.error).toBe("Only 1 vacant unit can be removed");
    expect((await unitsOf(p.id)).length).toBe(3);
  });

  it("never goes below the occupied units", async () => {
    const p = await createProperty(landlord, { unitTypes: [unitTypeInput({ quantity: 3 })] });
    const rows = await unitsOf(p.id);
    await insertLease(t.database.db, { propertyId: p.id, unitId: rows[0]!.id });
    await insertLease(t.database.db, { propertyId: p.id, unitId: rows[1]!.id, status: "pending" });
    const res = await patch(
      landlord,
      `/api/landlord/properties/${p.id}`,
      propertyUpdateBody(p, { totalUnits: 1 }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: "Total units cannot be less than the 2 occupied units",
      code: "TOTAL_UNITS_TOO_LOW",
      fields: { totalUnits: "Total units cannot be less than the 2 occupied units" },
    });
    const zero = await patch(
      landlord,
      `/api/landlord/properties/${p.id}`,
      propertyUpdateBody(p, { totalUnits: 0 }),
    );
    expect(zero.body.fields).toEqual({ totalUnits: "Total units must be at least 1" });
    // Nothing changed, not even the name sent along with the failed resize.
    const again = await patch(
      landlord,
      `/api/landlord/properties/${p.id}`,
      propertyUpdateBody(p, { name: "Renamed", totalUnits: 1 }),
    );
    expect(again.status).toBe(400);
    expect((await landlord.get(`/api/landlord/properties/${p.id}`)).body).toMatchObject({
      name: p.name,
      totalUnits: 3,
    });
  });
});

describe("deleting a property", () => {
  it("deletes a property without history with everything under it", async () => {
    const p = await createProperty(landlord, { name: "Short-lived Flats" });
    const res = await del(landlord, `/api/landlord/properties/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ outcome: "deleted", name: "Short-lived Flats" });
    const { db } = t.database;
    expect(await db.select().from(properties).where(eq(properties.id, p.id))).toHaveLength(0);
    expect(await db.select().from(units).where(eq(units.propertyId, p.id))).toHaveLength(0);
    expect(await db.select().from(unitTypes).where(eq(unitTypes.propertyId, p.id))).toHaveLength(0);
    expect(await db.select().from(payoutAccounts).where(eq(payoutAccounts.propertyId, p.id))).toHaveLength(0);
    const [log] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.landlordId, landlordId), eq(activityLog.kind, "property_deleted")));
    expect(inEnglish(log!.message)).toBe("Property Short-lived Flats deleted");
    expect((await del(landlord, `/api/landlord/properties/${p.id}`)).status).toBe(404);
  });

  it("archives a property with leases: gone from the lists, records kept", async () => {
    const p = await createProperty(landlord, { name: "Kept Records Court" });
    const [unit] = await unitsOf(p.id);
    const lease = await insertLease(t.database.db, { propertyId: p.id, unitId: unit!.id, status: "ended" });
    expect((await landlord.get(`/api/landlord/properties/${p.id}`)).body.hasHistory).toBe(true);

    const res = await del(landlord, `/api/landlord/properties/${p.id}`);
    expect(res.body).toEqual({ outcome: "archived", name: "Kept Records Court" });
    const list = (await landlord.get("/api/landlord/properties")).body as unknown as PropertySummary[];
    expect(list.map((x) => x.id)).not.toContain(p.id);
    expect((await landlord.get(`/api/landlord/properties/${p.id}`)).status).toBe(404);
    expect((await landlord.get(`/api/landlord/properties/${p.id}/units`)).status).toBe(404);
    const { db } = t.database;
    const [row] = await db.select().from(properties).where(eq(properties.id, p.id));
    expect(row?.status).toBe("archived");
    expect(await db.select().from(units).where(eq(units.propertyId, p.id))).toHaveLength(2);
    expect(await db.select().from(leases).where(eq(leases.id, lease.id))).toHaveLength(1);
  });
});

describe("the selected property", () => {
  it("is none at first, is remembered when chosen, and cleared when that property is deleted", async () => {
    const { client } = await signedInUser(t, "landlord");
    expect((await client.get("/api/landlord/selected-property")).body).toEqual({ property: null });
    const a = await createProperty(client, { name: "Alpha Flats" });
    const b = await createProperty(client, { name: "Beta Flats" });

    const chosen = await put(client, "/api/landlord/selected-property", { propertyId: a.id });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ property: { id: a.id, name: "Alpha Flats" } });
    expect((await client.get("/api/landlord/selected-property")).body).toMatchObject({
      property: { id: a.id },
    });

    // Deleting another property leaves the selection alone.
    await del(client, `/api/landlord/properties/${b.id}`);
    expect((await client.get("/api/landlord/selected-property")).body).toMatchObject({
      property: { id: a.id },
    });

    await del(client, `/api/landlord/properties/${a.id}`);
    expect((await client.get("/api/landlord/selected-property")).body).toEqual({ property: null });
    expect((await put(client, "/api/landlord/selected-property", { propertyId: a.id })).status).toBe(404);
    expect((await put(client, "/api/landlord/selected-property", { propertyId: 0 })).status).toBe(400);
  });

  it("clears the selection of an archived property", async () => {
    const { client } = await signedInUser(t, "landlord");
    const p = await createProperty(client);
    const [unit] = (await client.get(`/api/landlord/properties/${p.id}/units`)).body as unknown as UnitRow[];
    await insertLease(t.database.db, { propertyId: p.id, unitId: unit!.id });
    await put(client, "/api/landlord/selected-property", { propertyId: p.id });
    expect((await del(client, `/api/landlord/properties/${p.id}`)).body.outcome).toBe("archived");
    expect((await client.get("/api/landlord/selected-property")).body).toEqual({ property: null });
  });

  it("works for a landlord without a profile row", async () => {
    const { client, userId } = await signedInUser(t, "landlord");
    await t.database.db.delete(landlordProfiles).where(eq(landlordProfiles.userId, userId));
    const p = await createProperty(client);
    expect((await client.get("/api/landlord/selected-property")).body).toEqual({ property: null });
    expect((await put(client, "/api/landlord/selected-property", { propertyId: p.id })).status).toBe(200);
    expect((await client.get("/api/landlord/selected-property")).body).toMatchObject({
      property: { id: p.id },
    });
  });
});
