import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonths, kampalaToday } from "../../../common/kampala-calendar";
import type { RecurringCharge } from "../../../common/schemas/charges";
import {
  allocations,
  charges,
  leases,
  oneOffCharges,
  properties,
  recurringCharges,
  units,
  users,
} from "../db/schema";
import { keyed } from "../test/charge-factories";
import { demoPropertyIn, openDemoAs } from "../test/demo-factories";
import { freshClient } from "../test/portfolio-factories";
import { createTestApp, type TestApp } from "../test/test-app";
import { seedDemo } from "./index";
import { deleteDemoWorlds } from "./worlds";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

/** The template's posted recurring charges of one property, with what was paid of each, by unit. */
async function postedOn(property: string) {
  return t.database.db
    .select({
      unit: units.unitNumber,
      leaseStart: leases.startDate,
      name: charges.description,
      dueDate: charges.dueDate,
      amount: charges.amount,
      paid: sql<number>`coalesce(sum(${allocations.amount}), 0)`.mapWith(Number),
    })
    .from(charges)
    .innerJoin(leases, eq(leases.id, charges.leaseId))
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .innerJoin(users, eq(users.id, properties.landlordId))
    .leftJoin(allocations, eq(allocations.chargeId, charges.id))
    .where(and(eq(charges.kind, "recurring"), eq(properties.name, property), isNull(users.demoWorldId)))
    .groupBy(charges.id, units.unitNumber, leases.startDate)
    .orderBy(units.unitNumber, charges.dueDate);
}

describe("the demo's recurring charges", () => {
  it("shows the landlord a year of service charge, garbage, security and compound maintenance, in shillings only", async () => {
    const { client } = await openDemoAs(t, "landlord", freshClient(t));
    const res = await client.get("/api/landlord/recurring-charges");
    expect(res.status).toBe(200);
    const items = (res.body as unknown as { items: RecurringCharge[] }).items;
    const monthStart = `${kampalaToday().slice(0, 7)}-01`;
    expect(
      items
        .map((c) => ({
          property: c.propertyName,
          name: c.name,
          frequency: c.frequency,
          units: c.units.map((u) => u.unitNumber),
          firstDueDate: c.firstDueDate,
          amounts: c.amounts.map((a) => a.amount),
        }))
        .sort((a, b) => `${a.property}${a.name}`.localeCompare(`${b.property}${b.name}`)),
    ).toEqual([
      {
        property: "Bugolobi Gardens",
        name: "Compound maintenance",
        frequency: "yearly",
        units: [],
        firstDueDate: addMonths(monthStart, -11),
        amounts: [240_000],
      },
      {
        property: "Bugolobi Gardens",
        name: "Garbage collection",
        frequency: "monthly",
        units: [],
        firstDueDate: addMonths(monthStart, -12),
        amounts: [20_000],
      },
      {
        property: "Kampala Heights",
        name: "Service charge",
        frequency: "monthly",
        units: [],
        firstDueDate: addMonths(monthStart, -12),
        amounts: [100_000, 120_000],
      },
      {
        property: "Kololo Residences",
        name: "Garbage collection",
        frequency: "monthly",
        units: [],
        firstDueDate: addMonths(monthStart, -12),
        amounts: [30_000],
      },
      {
        property: "Kololo Residences",
        name: "Security guard",
        frequency: "monthly",
        units: ["T1", "T4"],
        firstDueDate: addMonths(monthStart, -12),
        amounts: [150_000],
      },
    ]);
    // Nakasero Towers lets in dollars: nothing of these is posted there.
    expect(await postedOn("Nakasero Towers")).toEqual([]);
  });

  it("posted the service charge monthly from each lease's start to next month, raised four months ago", async () => {
    const today = kampalaToday();
    const monthStart = `${today.slice(0, 7)}-01`;
    const raisedFrom = addMonths(monthStart, -4);
    const posted = await postedOn("Kampala Heights");
    const byUnit = new Map<string, typeof posted>();
    for (const c of posted) byUnit.set(c.unit, [...(byUnit.get(c.unit) ?? []), c]);
    expect(byUnit.size).toBe(14);
    for (const [, own] of byUnit) {
      const first = own[0]!;
      // Every first of the month inside the lease (from a year ago), up to the one after today.
      const expected: string[] = [];
      for (let d = addMonths(monthStart, -12); d <= addMonths(monthStart, 1); d = addMonths(d, 1))
        if (d >= first.leaseStart) expected.push(d);
      expect(own.map((c) => c.dueDate)).toEqual(expected);
      for (const c of own) {
        expect(c.name).toBe("Service charge");
        expect(c.amount).toBe(c.dueDate >= raisedFrom ? 120_000 : 100_000);
        // Mostly paid: all of those due before this month's rent; this month's only by who is not behind.
        if (c.dueDate < monthStart) expect(c.paid).toBe(c.amount);
        if (c.dueDate > today) expect(c.paid).toBe(0);
      }
    }
    const thisMonth = posted.filter((c) => c.dueDate === monthStart);
    expect(thisMonth.filter((c) => c.paid === 0).map((c) => c.unit)).toEqual(["2C", "3C", "4B", "5A"]);
  });

  it("posted security to Kololo's chosen units that are let, and the yearly charge once a year", async () => {
    const kololo = await postedOn("Kololo Residences");
    expect(new Set(kololo.filter((c) => c.name === "Security guard").map((c) => c.unit))).toEqual(
      new Set(["T1"]),
    );
    expect(new Set(kololo.filter((c) => c.name === "Garbage collection").map((c) => c.unit))).toEqual(
      new Set(["T1", "T2"]),
    );
    const yearly = (await postedOn("Bugolobi Gardens")).filter((c) => c.name === "Compound maintenance");
    const monthStart = `${kampalaToday().slice(0, 7)}-01`;
    for (const c of yearly) {
      expect([addMonths(monthStart, -11), addMonths(monthStart, 1)]).toContain(c.dueDate);
      expect(c.amount).toBe(240_000);
    }
    for (const c of await postedOn("Bugolobi Gardens"))
      if (c.dueDate <= kampalaToday()) expect(c.paid).toBe(c.amount);
  });

  it("gives every world charges of its own", async () => {
    const a = await openDemoAs(t, "landlord", freshClient(t));
    const b = await openDemoAs(t, "landlord", freshClient(t));
    const idsOf = async (landlordId: string) =>
      (
        await t.database.db
          .select({ id: recurringCharges.id, propertyId: recurringCharges.propertyId })
          .from(recurringCharges)
          .innerJoin(properties, eq(properties.id, recurringCharges.propertyId))
          .where(and(eq(recurringCharges.landlordId, landlordId), eq(properties.landlordId, landlordId)))
      ).map((r) => r.id);
    const [ofA, ofB] = [await idsOf(a.user.id), await idsOf(b.user.id)];
    expect(ofA).toHaveLength(5);
    expect(ofB).toHaveLength(5);
    expect(ofA.filter((id) => ofB.includes(id))).toEqual([]);
  });

  it("goes with its world, with the charges the visitor added there", async () => {
    const db = t.database.db;
    const world = await openDemoAs(t, "landlord", freshClient(t));
    const heights = await demoPropertyIn(db, world.worldId!, "Kampala Heights");
    const today = kampalaToday();
    const added = await world.client.post(
      "/api/landlord/recurring-charges",
      {
        propertyId: heights.id,
        name: "Parking",
        amount: 50_000,
        frequency: "monthly",
        appliesTo: "property",
        unitIds: [],
        firstDueDate: today,
        endDate: null,
      },
      keyed(),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const [lease] = await db
      .select({ id: leases.id })
      .from(leases)
      .where(eq(leases.propertyId, heights.id))
      .limit(1);
    const once = await world.client.post(
      "/api/landlord/one-off-charges",
      { leaseId: lease!.id, amount: 30_000, reason: "Replaced key", dueDate: today },
      keyed(),
    );
    expect(once.status, JSON.stringify(once.body)).toBe(201);

    expect(await deleteDemoWorlds(db, undefined)).toBeGreaterThanOrEqual(1);
    const left = (table: typeof recurringCharges | typeof oneOffCharges) =>
      db.select({ id: table.id }).from(table).where(eq(table.landlordId, world.user.id));
    expect(await left(recurringCharges)).toEqual([]);
    expect(await left(oneOffCharges)).toEqual([]);
    // The template's stay.
    expect((await postedOn("Kampala Heights")).length).toBeGreaterThan(0);
  });
});
