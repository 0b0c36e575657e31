import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { msg } from "../../../../common/i18n/message";
import { kampalaMonthRange, kampalaToday } from "../../../../common/kampala-calendar";
import type { Db } from "../../db/client";
import {
  activityLog,
  allocations,
  charges,
  landlordProfiles,
  leases,
  maintenanceRequests,
  payments,
  payoutAccounts,
  properties,
  propertyPhotos,
  rentalApplications,
  units,
  unitTypes,
  users,
} from "../../db/schema";
import { clientFor, makeLandlord, makeProperty, makeTenant } from "../../test/lease-factories";
import { firstOfMonth } from "../../test/rent-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { statementsDuring } from "../../test/statements";

/**
 * The dashboard's full answer on a known property, written out by hand. It was recorded against the dashboard
 * of eleven queries (before it became one statement) and must not change by anything: every rule of the old
 * answer is exercised here (two currencies, paid / partly paid / unpaid / not yet due charges, a charge due
 * today, an ended and a pending lease, payments on both sides of the month's start, every maintenance and
 * application status, a proof waiting, more activity than the list shows, ties and microseconds in times).
 */

const t = sharedTestApp();

type Currency = "UGX" | "USD";

async function insertCharge(
  db: Db,
  lease: { id: string; propertyId: number; currency: Currency },
  c: { amount: number; dueDate: string; kind?: "rent" | "one_off"; period?: string | null },
) {
  const kind = c.kind ?? "rent";
  const period = c.period === undefined ? (kind === "rent" ? c.dueDate.slice(0, 7) : null) : c.period;
  const [row] = await db
    .insert(charges)
    .values({
      leaseId: lease.id,
      propertyId: lease.propertyId,
      kind,
      sourceKey: kind === "rent" && period ? `rent:${period}` : `one_off:${randomUUID()}`,
      period,
      description: kind === "rent" ? "Rent" : "Late fee",
      amount: c.amount,
      currency: lease.currency,
      dueDate: c.dueDate,
    })
    .returning();
  return row!;
}

async function insertPayment(
  db: Db,
  lease: { id: string; propertyId: number; currency: Currency; tenantId: string | null },
  landlordId: string,
  p: { amount: number; status: "pending" | "succeeded" | "failed" | "verifying"; settledAt?: Date },
) {
  const reference = randomUUID();
  const [row] = await db
    .insert(payments)
    .values({
      leaseId: lease.id,
      tenantId: lease.tenantId!,
      propertyId: lease.propertyId,
      landlordId,
      amount: p.amount,
      currency: lease.currency,
      method: p.status === "verifying" ? "bank_deposit" : "mobile_money",
      provider: "sandbox",
      providerLabel: "MTN Mobile Money",
      description: "Rent",
      reference,
      idempotencyKey: `fixture-${reference}`,
      status: p.status,
      expiresAt: new Date(Date.now() + 300_000),
      settledAt: p.settledAt ?? null,
    })
    .returning();
  return row!;
}

const allocate = (db: Db, paymentId: string, chargeId: string, amount: number) =>
  db.insert(allocations).values({ paymentId, chargeId, amount });

/** Builds the known property; returns what the expected answer needs (ids made by the database). */
async function buildFixture(db: Db) {
  const landlord = await makeLandlord(db, { firstName: "Grace", lastName: "Atim" });
  const tenants = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => makeTenant(db)));
  const [property] = await db
    .insert(properties)
    .values({
      landlordId: landlord.id,
      name: "Fixture Court",
      location: "Plot 4, Bukoto Street, Kampala",
      description: "Two blocks by the park.",
      propertyType: "apartment",
      amenities: ["Parking", "Security"],
      imageUrl: "https://example.com/fixture-court.jpg",
      listed: true,
      createdAt: new Date("2025-11-02T08:15:30.123Z"),
      updatedAt: new Date("2026-02-03T10:00:00.456Z"),
    })
    .returning();
  const propertyId = property!.id;
  const [twoBed, penthouse, studio] = await db
    .insert(unitTypes)
    .values([
      {
        propertyId,
        name: "2-bedroom",
        bedrooms: 2,
        bathrooms: 1.5,
        sqft: 800,
        rentAmount: 1_000_000,
        rentCurrency: "UGX",
      },
      {
        propertyId,
        name: "Penthouse",
        bedrooms: 3,
        bathrooms: 2,
        sqft: 1500,
        rentAmount: 500,
        rentCurrency: "USD",
      },
      {
        propertyId,
        name: "Studio",
        bedrooms: 0,
        bathrooms: 1,
        sqft: 300,
        rentAmount: 400_000,
        rentCurrency: "UGX",
      },
    ])
    .returning();
  const unitRows = await db
    .insert(units)
    .values([
      ...["A1", "A2", "A3", "A4"].map((unitNumber) => ({ propertyId, unitNumber, unitTypeId: twoBed!.id })),
      ...["P1", "P2"].map((unitNumber) => ({ propertyId, unitNumber, unitTypeId: penthouse!.id })),
      { propertyId, unitNumber: "X1" },
    ])
    .returning();
  const unit = (n: string) => unitRows.find((u) => u.unitNumber === n)!.id;
  const [photoLater, photoFirst] = await db
    .insert(propertyPhotos)
    .values(
      [1, 0].map((position) => ({
        propertyId,
        position,
        storageKey: `photos/fixture-${position}.webp`,
        thumbKey: `photos/fixture-${position}-thumb.webp`,
        contentType: "image/webp",
        width: 1200 + position,
        height: 800 + position,
        bytes: 1000,
      })),
    )
    .returning();
  await db.insert(payoutAccounts).values({
    landlordId: landlord.id,
    propertyId,
    bankName: "Stanbic Bank",
    bankAccountNumber: "9030012345678",
    bankAccountName: "Grace Atim",
    bankBranch: "Garden City",
    mobileMoneyNumber: "+256772000111",
    mobileMoneyProvider: "MTN",
    updatedAt: new Date("2026-01-10T12:00:00.000Z"),
  });

  const lease = async (
    unitNumber: string,
    tenantIndex: number,
    monthlyRent: number,
    currency: Currency,
    status: "active" | "pending" | "ended" = "active",
  ) => {
    const [row] = await db
      .insert(leases)
      .values({
        propertyId,
        unitId: unit(unitNumber),
        tenantId: tenants[tenantIndex]!.id,
        startDate: firstOfMonth(-3),
        endDate: firstOfMonth(9),
        monthlyRent,
        currency,
        status,
        endedAt: status === "ended" ? new Date() : null,
      })
      .returning();
    return row!;
  };
  const l1 = await lease("A1", 0, 1_000_000, "UGX");
  const l2 = await lease("A2", 1, 2_000_000, "UGX");
  const l3 = await lease("P1", 2, 500, "USD");
  const l4 = await lease("P2", 3, 700, "USD");
  await lease("A3", 4, 1_000_000, "UGX", "pending");
  const l6 = await lease("A4", 5, 1_000_000, "UGX", "ended");

  const today = kampalaToday();
  const { from } = kampalaMonthRange(today);
  const now = new Date();
  // L1: two months ago paid, last month unpaid (overdue), next month not due yet.
  const l1Old = await insertCharge(db, l1, { amount: 1_000_000, dueDate: firstOfMonth(-2) });
  await insertCharge(db, l1, { amount: 1_000_000, dueDate: firstOfMonth(-1) });
  await insertCharge(db, l1, { amount: 1_000_000, dueDate: firstOfMonth(1) });
  const paidOld = await insertPayment(db, l1, landlord.id, {
    amount: 1_000_000,
    status: "succeeded",
    settledAt: new Date(`${firstOfMonth(-2)}T09:00:00+03:00`),
  });
  await allocate(db, paidOld.id, l1Old.id, 1_000_000);
  // L2: last month partly paid (partial, not overdue), a charge due today partly paid (not late yet).
  const l2Last = await insertCharge(db, l2, { amount: 2_000_000, dueDate: firstOfMonth(-1) });
  const l2Today = await insertCharge(db, l2, { amount: 2_000_000, dueDate: today });
  const justBefore = await insertPayment(db, l2, landlord.id, {
    amount: 500_000,
    status: "succeeded",
    settledAt: new Date(from.getTime() - 1),
  });
  await allocate(db, justBefore.id, l2Last.id, 500_000);
  const thisMonth = await insertPayment(db, l2, landlord.id, {
    amount: 700_000,
    status: "succeeded",
    settledAt: now,
  });
  await allocate(db, thisMonth.id, l2Today.id, 700_000);
  // L3 (USD): last month's rent paid this month, an unpaid fee due last month (overdue).
  const l3Rent = await insertCharge(db, l3, { amount: 500, dueDate: firstOfMonth(-1) });
  await insertCharge(db, l3, { amount: 50, dueDate: firstOfMonth(-1), kind: "one_off" });
  const usd = await insertPayment(db, l3, landlord.id, { amount: 500, status: "succeeded", settledAt: now });
  await allocate(db, usd.id, l3Rent.id, 500);
  // L4 (USD): no charge yet. The ended lease: an unpaid charge that no longer counts, a payment that does.
  await insertCharge(db, l6, { amount: 1_000_000, dueDate: firstOfMonth(-1) });
  await insertPayment(db, l6, landlord.id, { amount: 300_000, status: "succeeded", settledAt: from });
  // Not received: pending, failed, waiting for verification.
  await insertPayment(db, l1, landlord.id, { amount: 1_000_000, status: "pending" });
  await insertPayment(db, l1, landlord.id, { amount: 1_000_000, status: "failed" });
  await insertPayment(db, l1, landlord.id, { amount: 1_000_000, status: "verifying" });
  void l4;

  // Another property of the same landlord: nothing of it counts here.
  const other = await makeProperty(db, landlord.id, { name: "Elsewhere", units: ["Z1"] });
  const [otherLease] = await db
    .insert(leases)
    .values({
      propertyId: other.property.id,
      unitId: other.units[0]!.id,
      tenantId: tenants[6]!.id,
      startDate: firstOfMonth(-3),
      monthlyRent: 900_000,
      currency: "UGX",
    })
    .returning();
  await insertCharge(db, otherLease!, { amount: 900_000, dueDate: firstOfMonth(-1) });
  await insertPayment(db, otherLease!, landlord.id, { amount: 9_999, status: "succeeded", settledAt: now });
  await insertPayment(db, otherLease!, landlord.id, { amount: 900_000, status: "verifying" });

  // Maintenance: one request in each status (open, scheduled and in progress count), one elsewhere.
  const statuses = ["open", "scheduled", "in_progress", "completed", "cancelled"] as const;
  await db.insert(maintenanceRequests).values([
    ...statuses.map((status) => ({
      propertyId,
      unitId: unit("A1"),
      tenantId: tenants[0]!.id,
      title: `Tap ${status}`,
      description: "Leaking",
      status,
    })),
    {
      propertyId: other.property.id,
      unitId: other.units[0]!.id,
      tenantId: tenants[6]!.id,
      title: "Door",
      description: "Stuck",
    },
  ]);
  // Applications: two pending, one accepted, one declined, one pending elsewhere.
  await db.insert(rentalApplications).values([
    ...(["pending", "pending", "accepted", "declined"] as const).map((status, i) => ({
      tenantId: tenants[i]!.id,
      propertyId,
      unitType: "2-bedroom",
      moveInDate: "2027-01-01",
      status,
    })),
    {
      tenantId: tenants[0]!.id,
      propertyId: other.property.id,
      unitType: "2-bedroom",
      moveInDate: "2027-01-01",
    },
  ]);

  // Twelve entries (ten are shown), two of them at the same instant, one with microseconds; one elsewhere
  // newer than all of them, and one of the landlord's without a property.
  const entry = (kind: string, message: string, createdAt: string, pid: number | null = propertyId) => ({
    landlordId: landlord.id,
    propertyId: pid,
    kind,
    message,
    createdAt: new Date(createdAt),
  });
  const activity = await db
    .insert(activityLog)
    .values([
      entry(
        "property_added",
        msg("properties.activityAdded", { name: "Fixture Court", count: 7 }),
        "2025-11-02T08:15:30.123Z",
      ),
      entry(
        "tenant_added",
        msg("leases.activityTenantAdded", { name: "Amina Nakitto", unit: "A1" }),
        "2026-01-01T09:00:00Z",
      ),
      entry(
        "tenant_added",
        msg("leases.activityTenantAdded", { name: "Amina Nakitto", unit: "A2" }),
        "2026-01-02T09:00:00Z",
      ),
      entry("unit_updated", msg("units.activityUpdated", { unit: "A1" }), "2026-01-03T09:00:00Z"),
      entry("unit_updated", msg("units.activityUpdated", { unit: "A2" }), "2026-01-04T09:00:00Z"),
      entry(
        "property_updated",
        msg("properties.activityUpdated", { name: "Fixture Court" }),
        "2026-01-05T09:00:00Z",
      ),
      entry("unit_updated", msg("units.activityRenamed", { from: "B1", to: "X1" }), "2026-01-06T09:00:00Z"),
      entry("payout_updated", "Payout details changed", "2026-01-07T09:00:00Z"),
      entry("unit_updated", msg("units.activityUpdated", { unit: "P1" }), "2026-01-08T09:00:00.123987Z"),
      entry(
        "lease_ended",
        msg("leases.activityEnded", { name: "Amina Nakitto", unit: "A4" }),
        "2026-01-09T09:00:00Z",
      ),
      entry("unit_updated", msg("units.activityUpdated", { unit: "A3" }), "2026-01-10T09:00:00Z"),
      entry("unit_updated", msg("units.activityUpdated", { unit: "A4" }), "2026-01-10T09:00:00Z"),
      entry("property_added", "Elsewhere added", "2026-02-01T09:00:00Z", other.property.id),
      entry("payout_updated", "Default payout changed", "2026-02-01T09:00:00Z", null),
    ])
    .returning();
  // The microseconds as written (the insert above went through a Date, which keeps milliseconds only).
  await db.execute(
    sql`update activity_log set created_at = '2026-01-08T09:00:00.123987Z' where id = ${activity[8]!.id}`,
  );

  return {
    landlord,
    propertyId,
    otherPropertyId: other.property.id,
    unitTypeIds: [twoBed!.id, penthouse!.id, studio!.id] as const,
    photoIds: { first: photoFirst!.id, later: photoLater!.id },
    activityIds: activity.map((a) => a.id),
  };
}

type Fixture = Awaited<ReturnType<typeof buildFixture>>;

/** The answer, written out by hand from the fixture. */
function expectedDashboard(f: Fixture) {
  const photo = (id: number, position: number) => ({
    id,
    url: `/api/properties/${f.propertyId}/photos/${id}`,
    thumbUrl: `/api/properties/${f.propertyId}/photos/${id}/thumb`,
    width: 1200 + position,
    height: 800 + position,
  });
  const a = f.activityIds;
  return {
    property: {
      id: f.propertyId,
      name: "Fixture Court",
      location: "Plot 4, Bukoto Street, Kampala",
      description: "Two blocks by the park.",
      propertyType: "apartment",
      amenities: ["Parking", "Security"],
      imageUrl: "https://example.com/fixture-court.jpg",
      photos: [photo(f.photoIds.first, 0), photo(f.photoIds.later, 1)],
      listed: true,
      // Units with a pending or active lease are occupied; the ended lease's unit is not.
      totalUnits: 7,
      occupiedUnits: 5,
      availableUnits: 2,
      unitTypes: [
        {
          id: f.unitTypeIds[0],
          name: "2-bedroom",
          bedrooms: 2,
          bathrooms: 1.5,
          sqft: 800,
          rentPrice: 1_000_000,
          rentCurrency: "UGX",
          quantity: 4,
        },
        {
          id: f.unitTypeIds[1],
          name: "Penthouse",
          bedrooms: 3,
          bathrooms: 2,
          sqft: 1500,
          rentPrice: 500,
          rentCurrency: "USD",
          quantity: 2,
        },
        {
          id: f.unitTypeIds[2],
          name: "Studio",
          bedrooms: 0,
          bathrooms: 1,
          sqft: 300,
          rentPrice: 400_000,
          rentCurrency: "UGX",
          quantity: 0,
        },
      ],
      hasHistory: true,
      payout: {
        bankName: "Stanbic Bank",
        bankAccountNumber: "9030012345678",
        bankAccountName: "Grace Atim",
        bankBranch: "Garden City",
        mobileMoneyNumber: "+256772000111",
        mobileMoneyProvider: "MTN",
        updatedAt: "2026-01-10T12:00:00.000Z",
      },
      createdAt: "2025-11-02T08:15:30.123Z",
      updatedAt: "2026-02-03T10:00:00.456Z",
    },
    units: { total: 7, occupied: 5, available: 2, maintenance: 3, occupancyPercent: 71 },
    rent: {
      expectedThisMonth: [
        { currency: "UGX", amount: 3_000_000 },
        { currency: "USD", amount: 1_200 },
      ],
      // 700,000 now and 300,000 (on the ended lease) at the month's first instant; 500,000 a millisecond
      // before it is last month's.
      collectedThisMonth: [
        { currency: "UGX", amount: 1_000_000 },
        { currency: "USD", amount: 500 },
      ],
      // L1 1,000,000 of last month; L2 1,500,000 of last month and 1,300,000 due today; L3 the 50 fee.
      outstanding: [
        { currency: "UGX", amount: 3_800_000 },
        { currency: "USD", amount: 50 },
      ],
      // L1 (nothing paid of last month) and L3 (nothing paid of the fee); L2 is partial, L4 current.
      overdueTenants: 2,
      paymentsToVerify: 1,
    },
    pendingApplications: 2,
    // Newest first, the tie by id (the later insert first), milliseconds cut, not rounded.
    activity: [
      { id: a[11], kind: "unit_updated", message: "Unit A4 updated", createdAt: "2026-01-10T09:00:00.000Z" },
      { id: a[10], kind: "unit_updated", message: "Unit A3 updated", createdAt: "2026-01-10T09:00:00.000Z" },
      {
        id: a[9],
        kind: "lease_ended",
        message: "Lease of Amina Nakitto in unit A4 ended",
        createdAt: "2026-01-09T09:00:00.000Z",
      },
      { id: a[8], kind: "unit_updated", message: "Unit P1 updated", createdAt: "2026-01-08T09:00:00.123Z" },
      {
        id: a[7],
        kind: "payout_updated",
        message: "Payout details changed",
        createdAt: "2026-01-07T09:00:00.000Z",
      },
      {
        id: a[6],
        kind: "unit_updated",
        message: "Unit B1 renamed to X1",
        createdAt: "2026-01-06T09:00:00.000Z",
      },
      {
        id: a[5],
        kind: "property_updated",
        message: "Property Fixture Court updated",
        createdAt: "2026-01-05T09:00:00.000Z",
      },
      { id: a[4], kind: "unit_updated", message: "Unit A2 updated", createdAt: "2026-01-04T09:00:00.000Z" },
      { id: a[3], kind: "unit_updated", message: "Unit A1 updated", createdAt: "2026-01-03T09:00:00.000Z" },
      {
        id: a[2],
        kind: "tenant_added",
        message: "Amina Nakitto added as tenant of unit A2",
        createdAt: "2026-01-02T09:00:00.000Z",
      },
    ],
  };
}

describe("the landlord dashboard on a known fixture", () => {
  it("gives exactly the recorded answer, for the property asked for and for the selected one", async () => {
    const db = t.database.db;
    const f = await buildFixture(db);
    const client = await clientFor(t, f.landlord.id);
    const asked = await client.get(`/api/landlord/dashboard?propertyId=${f.propertyId}`);
    expect(asked.status).toBe(200);
    expect(asked.body).toStrictEqual(expectedDashboard(f));

    await db
      .update(landlordProfiles)
      .set({ selectedPropertyId: f.propertyId })
      .where(eq(landlordProfiles.userId, f.landlord.id));
    const selected = await client.get("/api/landlord/dashboard");
    expect(selected.status).toBe(200);
    expect(selected.body).toStrictEqual(expectedDashboard(f));
  });

  it("lists a currency received this month that no active lease has, after the leases' own", async () => {
    const db = t.database.db;
    const landlord = await makeLandlord(db);
    const tenant = await makeTenant(db);
    const { property, units: u } = await makeProperty(db, landlord.id, { units: ["1A", "1B"] });
    const lease = async (unitId: number, currency: Currency, status: "active" | "ended") => {
      const [row] = await db
        .insert(leases)
        .values({
          propertyId: property.id,
          unitId,
          tenantId: tenant.id,
          startDate: firstOfMonth(-1),
          monthlyRent: currency === "UGX" ? 800_000 : 300,
          currency,
          status,
        })
        .returning();
      return row!;
    };
    await lease(u[0]!.id, "UGX", "active");
    const gone = await lease(u[1]!.id, "USD", "ended");
    await insertPayment(db, gone, landlord.id, { amount: 300, status: "succeeded", settledAt: new Date() });
    const client = await clientFor(t, landlord.id);
    const res = await client.get(`/api/landlord/dashboard?propertyId=${property.id}`);
    expect(res.status).toBe(200);
    expect(res.body.units).toStrictEqual({
      total: 2,
      occupied: 1,
      available: 1,
      maintenance: 0,
      occupancyPercent: 50,
    });
    expect(res.body.rent).toStrictEqual({
      expectedThisMonth: [{ currency: "UGX", amount: 800_000 }],
      collectedThisMonth: [
        { currency: "UGX", amount: 0 },
        { currency: "USD", amount: 300 },
      ],
      outstanding: [{ currency: "UGX", amount: 0 }],
      overdueTenants: 0,
      paymentsToVerify: 0,
    });
    expect(res.body.pendingApplications).toBe(0);
    expect(res.body.activity).toStrictEqual([]);
  });

  it("reads everything in one statement", async () => {
    const f = await buildFixture(t.database.db);
    const client = await clientFor(t, f.landlord.id);
    const url = `/api/landlord/dashboard?propertyId=${f.propertyId}`;
    expect((await client.get(url)).status).toBe(200);
    const seen = (
      await statementsDuring(t.database.db, async () => {
        expect((await client.get(url)).status).toBe(200);
      })
    ).map((s) => s.text);
    // The session lookup of every signed-in request, then the dashboard.
    expect(seen).toHaveLength(2);
    expect(seen[0]).toContain('"sessions"');
    expect(seen[1]).toMatch(/^select .* from \(\s*with target as/s);
  });

  it("puts the activity into the reader's words", async () => {
    const f = await buildFixture(t.database.db);
    const client = await clientFor(t, f.landlord.id);
    const res = await client.request("GET", `/api/landlord/dashboard?propertyId=${f.propertyId}`, undefined, {
      "accept-language": "lg",
    });
    expect(res.status).toBe(200);
    const messages = (res.body.activity as { message: string }[]).map((a) => a.message);
    expect(messages.slice(0, 2)).toEqual(["Ennyumba A4 ekyusiddwa", "Ennyumba A3 ekyusiddwa"]);
    // Text stored before the catalogue stays as it is.
    expect(messages[4]).toBe("Payout details changed");
  });

  it("answers a property that is not the landlord's, or not there, as before", async () => {
    const db = t.database.db;
    const f = await buildFixture(db);
    const client = await clientFor(t, f.landlord.id);
    const notFound = { code: "NOT_FOUND", error: "Property not found." };
    const noneSelected = { code: "NO_PROPERTY_SELECTED", error: "Select a property to manage first." };
    const answer = async (query = "") => {
      const res = await client.get(`/api/landlord/dashboard${query}`);
      if (res.status === 200) return { status: res.status, body: res.body };
      // Every error carries its own request id.
      const { requestId, ...body } = res.body;
      expect(requestId).toEqual(expect.any(String));
      return { status: res.status, body };
    };

    // Nothing selected yet.
    expect(await answer()).toStrictEqual({ status: 404, body: noneSelected });
    // Another landlord's property, an unknown id, an archived property of this landlord.
    const stranger = await makeLandlord(db);
    const foreign = await makeProperty(db, stranger.id);
    const archived = await makeProperty(db, f.landlord.id, { status: "archived" });
    for (const id of [foreign.property.id, 2_000_000_000, archived.property.id])
      expect(await answer(`?propertyId=${id}`)).toStrictEqual({ status: 404, body: notFound });
    // The same when one of them is the selected property.
    for (const id of [foreign.property.id, archived.property.id]) {
      await db
        .update(landlordProfiles)
        .set({ selectedPropertyId: id })
        .where(eq(landlordProfiles.userId, f.landlord.id));
      expect(await answer()).toStrictEqual({ status: 404, body: notFound });
    }
    // An explicit id wins over the selection, whatever the selection is.
    expect((await answer(`?propertyId=${f.propertyId}`)).status).toBe(200);

    // A landlord without a profile row at all.
    const [bare] = await db
      .insert(users)
      .values({
        role: "landlord",
        email: `bare-${randomUUID()}@example.com`,
        firstName: "Bare",
        lastName: "Landlord",
      })
      .returning();
    const bareClient = await clientFor(t, bare!.id);
    expect((await bareClient.get("/api/landlord/dashboard")).body).toMatchObject(noneSelected);
    expect((await bareClient.get(`/api/landlord/dashboard?propertyId=${f.propertyId}`)).body).toMatchObject(
      notFound,
    );
  });
});
