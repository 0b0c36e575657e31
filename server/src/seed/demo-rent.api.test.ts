import { and, count, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kampalaToday } from "../../../common/kampala-calendar";
import type { RentPayment, RentSummary } from "../../../common/schemas/rent";
import {
  allocations,
  charges,
  demoWorlds,
  leases,
  payments,
  properties,
  receipts,
  units,
  users,
} from "../db/schema";
import { leaseStandings } from "../modules/tenancy/ledger";
import { dueThisMonth, owedSinceThisMonthsRent } from "../test/demo-factories";
import { freshClient } from "../test/portfolio-factories";
import { createTestApp, type TestApp } from "../test/test-app";
import { resetDemo, seedDemo } from "./index";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
});
afterAll(() => t.close());

async function standingsByUnit(propertyName: string) {
  const rows = await t.database.db
    .select({ id: leases.id, unit: units.unitNumber })
    .from(leases)
    .innerJoin(units, eq(units.id, leases.unitId))
    .innerJoin(properties, eq(properties.id, leases.propertyId))
    .where(and(eq(properties.name, propertyName), eq(leases.status, "active")));
  const standings = await leaseStandings(
    t.database.db,
    rows.map((r) => r.id),
    kampalaToday(),
  );
  return new Map(rows.map((r) => [r.unit, { leaseId: r.id, standing: standings.get(r.id)! }]));
}

describe("the demo rent history", () => {
  it("has everyone paid up but Sarah, two overdue tenants and one who paid half the rent", async () => {
    const today = kampalaToday();
    const lateOnes = today.endsWith("-01") ? "current" : "overdue";
    const heights = await standingsByUnit("Kampala Heights");
    // Whoever is behind owes this month's rent and what fell due with it or since: the service charge (120,000
    // since it was raised) and the water and electricity bills that fell due this month.
    const behind = async (unit: string, rent: number, status?: string) => {
      const s = heights.get(unit)!;
      const bills = await dueThisMonth(t.database.db, s.leaseId, "utility", today);
      expect(s.standing).toMatchObject({
        ...(status ? { status } : {}),
        balance: rent + 120_000 + bills,
        openByGroup: [
          { group: "rent", amount: rent },
          { group: "recurring", amount: 120_000 },
          ...(bills ? [{ group: "utility", amount: bills }] : []),
        ],
      });
      return bills;
    };
    await behind("4B", 1_500_000, lateOnes);
    await behind("2C", 1_500_000, lateOnes);
    await behind("5A", 2_200_000, lateOnes);
    // 3C paid half the rent and nothing of the service charge due with it: overdue, not partial.
    await behind("3C", 750_000, lateOnes);
    const others = [...heights].filter(([unit]) => !["4B", "2C", "5A", "3C"].includes(unit));
    expect(others).toHaveLength(10);
    for (const [, s] of others) expect(s.standing).toMatchObject({ status: "current", balance: 0 });
    for (const name of ["Nakasero Towers", "Kololo Residences", "Bugolobi Gardens"]) {
      for (const s of (await standingsByUnit(name)).values()) expect(s.standing.balance).toBe(0);
    }
  });

  it("leaves open only what the late ones owe and what is not due yet", async () => {
    const db = t.database.db;
    const today = kampalaToday();
    const open = await db
      .select({
        unit: units.unitNumber,
        kind: charges.kind,
        dueDate: charges.dueDate,
        open: sql<number>`${charges.amount} - coalesce(sum(${allocations.amount}), 0)`.mapWith(Number),
      })
      .from(charges)
      .innerJoin(leases, eq(leases.id, charges.leaseId))
      .innerJoin(units, eq(units.id, leases.unitId))
      .leftJoin(allocations, eq(allocations.chargeId, charges.id))
      .groupBy(charges.id, units.unitNumber)
      .having(sql`${charges.amount} > coalesce(sum(${allocations.amount}), 0)`);
    const overdue = open.filter((c) => c.dueDate <= today);
    expect(new Set(overdue.map((c) => c.unit))).toEqual(new Set(["4B", "2C", "5A", "3C"]));
    for (const c of overdue) expect(c.dueDate >= `${today.slice(0, 7)}-01`).toBe(true);
    // Not due yet: next month's rent and recurring charges and the latest meter bills.
    const ahead = new Set(open.filter((c) => c.dueDate > today).map((c) => c.kind));
    expect([...ahead].sort()).toEqual(["pet_rent", "recurring", "rent", "utility"]);
  });

  it("has every lease's security deposit posted once, due on its start and paid", async () => {
    const db = t.database.db;
    const active = await db
      .select({ id: leases.id, startDate: leases.startDate, deposit: leases.deposit })
      .from(leases)
      .where(eq(leases.status, "active"));
    const deposits = await db
      .select({
        leaseId: charges.leaseId,
        dueDate: charges.dueDate,
        amount: charges.amount,
        paid: sql<number>`coalesce(sum(${allocations.amount}), 0)`.mapWith(Number),
      })
      .from(charges)
      .leftJoin(allocations, eq(allocations.chargeId, charges.id))
      .where(and(eq(charges.kind, "deposit"), isNull(charges.petId)))
      .groupBy(charges.id);
    expect(active.length).toBeGreaterThan(0);
    expect(deposits.sort((a, b) => (a.leaseId < b.leaseId ? -1 : 1))).toEqual(
      active
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .map((l) => ({ leaseId: l.id, dueDate: l.startDate, amount: l.deposit, paid: l.deposit })),
    );
  });

  it("gives every payment its allocation and a receipt numbered in order", async () => {
    const db = t.database.db;
    const [paid] = await db.select({ n: count() }).from(payments).where(eq(payments.status, "succeeded"));
    const numbers = (await db.select({ n: receipts.number }).from(receipts))
      .map((r) => r.n)
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: paid!.n }, (_, i) => i + 1));
    const [unallocated] = await db
      .select({ n: count() })
      .from(payments)
      .leftJoin(allocations, eq(allocations.paymentId, payments.id))
      .where(isNull(allocations.id));
    expect(unallocated!.n).toBe(0);
    const [sarah] = await db.select().from(users).where(eq(users.email, "tenant@demo.nyumba.ug"));
    const own = await db.select().from(payments).where(eq(payments.tenantId, sarah!.id));
    expect(own.length).toBeGreaterThan(0);
    for (const p of own) {
      expect(p).toMatchObject({
        provider: "sandbox",
        method: "mobile_money",
        providerLabel: "MTN Mobile Money",
      });
      expect(p.phone).toBe(sarah!.phone);
      expect(p.platformFee).toBe(Math.round((p.amount * 150) / 10_000));
    }
  });

  it("the demo tenant sees her rent and can download a receipt", async () => {
    const demo = freshClient(t);
    expect((await demo.post("/api/demo/session", { role: "tenant" })).status).toBe(200);
    const summary = (await demo.get("/api/rent/summary")).body as unknown as RentSummary;
    const me = (await demo.get("/api/auth/user")).body as { id: string };
    const [lease] = await t.database.db.select().from(leases).where(eq(leases.tenantId, me.id));
    const owed = await owedSinceThisMonthsRent(t.database.db, lease!.id, 1_500_000, kampalaToday());
    expect(summary).toMatchObject({
      propertyName: "Kampala Heights",
      unitNumber: "4B",
      landlordName: "Robert Ssentongo",
      balance: owed.balance,
      suggestedAmount: owed.balance,
      openByGroup: owed.openByGroup,
      payee: { bankName: "Stanbic Bank Uganda", bankAccountNumber: "•••• 5678" },
    });
    const rows = (await demo.get("/api/rent-payments")).body as unknown as RentPayment[];
    // Newest due first; on one day in the order a payment settles them: this month's rent before its service charge.
    const thisMonth = rows.filter((r) => r.dueDate === `${kampalaToday().slice(0, 7)}-01`);
    expect(thisMonth.map((r) => [r.description, r.status])).toEqual([
      [expect.stringMatching(/^Rent for /), "pending"],
      ["Service charge", "pending"],
    ]);
    const paid = rows.filter((r) => r.status === "paid");
    expect(paid.length).toBeGreaterThan(0);
    // Paid on the due date.
    for (const r of paid) expect(r.paidDate).toBe(r.dueDate);
    // A paid payment of the demo tenant of this browser's demo world (her slip of yesterday has no receipt yet).
    const [payment] = await t.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.tenantId, me.id), eq(payments.status, "succeeded")))
      .limit(1);
    const pdf = await demo.get(`/api/payments/${payment!.id}/receipt.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.res.headers["content-type"]).toBe("application/pdf");
  });

  it("is removed and seeded again by the demo reset", async () => {
    // The template's payments (the demo world opened above has its own, which the reset deletes with it).
    const before = await t.database.db
      .select({ n: count() })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.landlordId))
      .where(isNull(users.demoWorldId));
    expect(before[0]!.n).toBeGreaterThan(0);
    await resetDemo(t.database.db);
    expect(await t.database.db.select().from(demoWorlds)).toEqual([]);
    const after = await t.database.db.select({ n: count() }).from(payments);
    expect(after[0]!.n).toBe(before[0]!.n);
    const numbers = (await t.database.db.select({ n: receipts.number }).from(receipts)).map((r) => r.n);
    expect(Math.min(...numbers)).toBe(1);
  });
});
