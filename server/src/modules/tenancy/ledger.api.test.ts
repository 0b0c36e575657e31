import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { kampalaToday } from "../../../../common/kampala-calendar";
import { allocations, charges, leases, payments } from "../../db/schema";
import { signUp } from "../../test/factories";
import {
  clientFor,
  leaseBody,
  makeApplication,
  makeLandlord,
  makeProperty,
  makeTenant,
} from "../../test/lease-factories";
import { signedInUser } from "../../test/portfolio-factories";
import {
  insertPayment,
  makeRentLease,
  monthsFromToday,
  payRent,
  type RentLease,
} from "../../test/rent-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import { generateRentCharges } from "../rent/charges";
import { rentDueDates } from "./dates";
import { allocatePayment, leaseStanding } from "./ledger";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chargesOf = (leaseId: string, kind: "rent" | "deposit" = "rent") =>
  t.database.db
    .select({
      id: charges.id,
      dueDate: charges.dueDate,
      period: charges.period,
      amount: charges.amount,
      description: charges.description,
    })
    .from(charges)
    .where(and(eq(charges.leaseId, leaseId), eq(charges.kind, kind)))
    .orderBy(asc(charges.dueDate));

/** Allocated amount per charge due date, and the payment's unallocated rest. */
async function allocationsOf(paymentId: string) {
  const rows = await t.database.db
    .select({ dueDate: charges.dueDate, amount: allocations.amount })
    .from(allocations)
    .innerJoin(charges, eq(charges.id, allocations.chargeId))
    .where(eq(allocations.paymentId, paymentId))
    .orderBy(asc(charges.dueDate));
  return rows.map((r) => [r.dueDate, r.amount]);
}

describe("generating rent charges", () => {
  it("first due one month after the start, then monthly: everything due by today plus the next one", async () => {
    const lease = await makeRentLease(t.database.db, { startDate: "2026-08-01", monthlyRent: 1_200_000 });
    expect(await generateRentCharges(t.database.db, { leaseId: lease.id, today: "2026-11-21" })).toBe(4);
    const rows = await chargesOf(lease.id);
    expect(rows.map((c) => [c.dueDate, c.period, c.amount])).toEqual([
      ["2026-09-01", "2026-09", 1_200_000],
      ["2026-10-01", "2026-10", 1_200_000],
      ["2026-11-01", "2026-11", 1_200_000],
      ["2026-12-01", "2026-12", 1_200_000],
    ]);
    expect(rows[0]!.description).toBe("Rent for September 2026");
  });

  it("runs exactly once: again, or twice at the same time, adds nothing", async () => {
    const lease = await makeRentLease(t.database.db, { startDate: "2026-05-15" });
    const today = "2026-11-21";
    const [a, b] = await Promise.all([
      generateRentCharges(t.database.db, { leaseId: lease.id, today }),
      generateRentCharges(t.database.db, { leaseId: lease.id, today }),
    ]);
    expect(a + b).toBe(7);
    expect(await generateRentCharges(t.database.db, { leaseId: lease.id, today })).toBe(0);
    expect(await chargesOf(lease.id)).toHaveLength(7);
    // A month on: one more.
    expect(await generateRentCharges(t.database.db, { leaseId: lease.id, today: "2026-12-21" })).toBe(1);
    expect((await chargesOf(lease.id)).at(-1)!.dueDate).toBe("2027-01-15");
  });

  it("stops at the lease's end date, and for an ended lease", async () => {
    const short = await makeRentLease(t.database.db, { startDate: "2026-08-10", endDate: "2026-11-01" });
    await generateRentCharges(t.database.db, { leaseId: short.id, today: "2027-06-01" });
    expect((await chargesOf(short.id)).map((c) => c.dueDate)).toEqual(["2026-09-10", "2026-10-10"]);

    const ended = await makeRentLease(t.database.db, { startDate: "2026-08-01" });
    await generateRentCharges(t.database.db, { leaseId: ended.id, today: "2026-09-15" });
    await t.database.db
      .update(leases)
      .set({ status: "ended", endedAt: new Date() })
      .where(eq(leases.id, ended.id));
    expect(await generateRentCharges(t.database.db, { leaseId: ended.id, today: "2027-01-15" })).toBe(0);
    expect(await chargesOf(ended.id)).toHaveLength(2);
  });

  it("without a lease id covers every active lease, not pending ones", async () => {
    const a = await makeRentLease(t.database.db, { startDate: "2026-10-05" });
    const b = await makeRentLease(t.database.db, { startDate: "2026-11-05" });
    const pending = await makeRentLease(t.database.db, { startDate: "2026-10-05" });
    await t.database.db.update(leases).set({ status: "pending" }).where(eq(leases.id, pending.id));
    await generateRentCharges(t.database.db, { today: "2026-11-21" });
    expect((await chargesOf(a.id)).map((c) => c.dueDate)).toEqual(["2026-11-05", "2026-12-05"]);
    expect((await chargesOf(b.id)).map((c) => c.dueDate)).toEqual(["2026-12-05"]);
    expect(await chargesOf(pending.id)).toHaveLength(0);
  });
});

describe("allocating payments", () => {
  let lease: RentLease;
  beforeAll(async () => {
    lease = await makeRentLease(t.database.db, { startDate: "2026-08-01", monthlyRent: 1_000_000 });
    await generateRentCharges(t.database.db, { leaseId: lease.id, today: "2026-11-21" });
  });

  it("pays the oldest charges first, splits the last one, and keeps the rest as credit", async () => {
    const first = await insertPayment(t.database.db, lease, { amount: 1_500_000 });
    expect(await allocatePayment(t.database.db, first.id)).toHaveLength(2);
    expect(await allocationsOf(first.id)).toEqual([
      ["2026-09-01", 1_000_000],
      ["2026-10-01", 500_000],
    ]);
    // Again: nothing more to allocate.
    expect(await allocatePayment(t.database.db, first.id)).toEqual([]);

    const second = await insertPayment(t.database.db, lease, { amount: 4_000_000 });
    await allocatePayment(t.database.db, second.id);
    expect(await allocationsOf(second.id)).toEqual([
      ["2026-10-01", 500_000],
      ["2026-11-01", 1_000_000],
      ["2026-12-01", 1_000_000],
    ]);

    // 1,500,000 of credit: January's new charge takes 1,000,000 of it.
    expect(await generateRentCharges(t.database.db, { leaseId: lease.id, today: "2026-12-03" })).toBe(1);
    expect(await allocationsOf(second.id)).toEqual([
      ["2026-10-01", 500_000],
      ["2026-11-01", 1_000_000],
      ["2026-12-01", 1_000_000],
      ["2027-01-01", 1_000_000],
    ]);
    const standing = await leaseStanding(t.database.db, lease.id, "2026-12-03");
    expect(standing).toMatchObject({ balance: -1_500_000, status: "current", nextDueDate: "2027-02-01" });
    // Three months in advance at most: 1,500,000 is already ahead of what is due.
    expect(standing.maxPayable).toBe(1_500_000);
  });

  it("never allocates more than a payment or a charge", async () => {
    const [overPayments] = await t.database.db
      .execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select p.id from payments p left join allocations a on a.payment_id = p.id
        group by p.id having coalesce(sum(a.amount), 0) > p.amount) x`)
      .then((r) => r.rows);
    const [overCharges] = await t.database.db
      .execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select c.id from charges c join allocations a on a.charge_id = c.id
        group by c.id having sum(a.amount) > c.amount) x`)
      .then((r) => r.rows);
    expect(Number(overPayments!.n)).toBe(0);
    expect(Number(overCharges!.n)).toBe(0);
  });

  it("leaves pending and failed payments alone", async () => {
    const pending = await insertPayment(t.database.db, lease, { amount: 500_000, status: "pending" });
    const failed = await insertPayment(t.database.db, lease, { amount: 500_000, status: "failed" });
    expect(await allocatePayment(t.database.db, pending.id)).toEqual([]);
    expect(await allocatePayment(t.database.db, failed.id)).toEqual([]);
  });
});

describe("a lease's standing", () => {
  it("current, overdue and partial from charges and payments", async () => {
    const lease = await makeRentLease(t.database.db, { startDate: "2026-08-01", monthlyRent: 800_000 });
    await generateRentCharges(t.database.db, { leaseId: lease.id, today: "2026-10-20" });
    // Due: 1 Sep and 1 Oct; 1 Nov upcoming.
    expect(await leaseStanding(t.database.db, lease.id, "2026-10-20")).toMatchObject({
      status: "overdue",
      balance: 1_600_000,
      dueOutstanding: 1_600_000,
      daysOverdue: 49,
      nextDueDate: "2026-09-01",
      monthlyRent: 800_000,
      currency: "UGX",
      maxPayable: 1_600_000 + 3 * 800_000,
    });
    await payRent(t.database.db, lease, 1_000_000);
    expect(await leaseStanding(t.database.db, lease.id, "2026-10-20")).toMatchObject({
      status: "partial",
      balance: 600_000,
      daysOverdue: 19,
      nextDueDate: "2026-10-01",
    });
    await payRent(t.database.db, lease, 600_000);
    expect(await leaseStanding(t.database.db, lease.id, "2026-10-20")).toMatchObject({
      status: "current",
      balance: 0,
      daysOverdue: 0,
      nextDueDate: "2026-11-01",
      maxPayable: 2_400_000,
    });
    // On its due date the November charge is owed but not late.
    expect(await leaseStanding(t.database.db, lease.id, "2026-11-01")).toMatchObject({
      status: "current",
      balance: 800_000,
      dueOutstanding: 800_000,
    });
  });

  it("charges a lease from the day a landlord links an existing tenant", async () => {
    const landlord = await makeLandlord(t.database.db);
    const { units } = await makeProperty(t.database.db, landlord.id);
    const tenant = await makeTenant(t.database.db);
    const c = await clientFor(t, landlord.id);
    const res = await c.post(
      "/api/landlord/leases",
      leaseBody(units[0]!.id, {
        email: tenant.email,
        startDate: monthsFromToday(-2),
        endDate: monthsFromToday(10),
      }),
    );
    expect(res.status).toBe(201);
    const leaseId = (res.body.lease as { id: string }).id;
    // Those due by today and the next one.
    const expected = rentDueDates(monthsFromToday(-2), monthsFromToday(10), kampalaToday());
    expect((await chargesOf(leaseId)).map((x) => x.dueDate)).toEqual(expected);
    const dueCount = expected.filter((d) => d <= kampalaToday()).length;
    // And the security deposit, once, due on the start.
    expect((await chargesOf(leaseId, "deposit")).map((x) => [x.dueDate, x.amount])).toEqual([
      [monthsFromToday(-2), 1_200_000],
    ]);
    expect((await leaseStanding(t.database.db, leaseId, kampalaToday())).balance).toBe(
      dueCount * 1_200_000 + 1_200_000,
    );
  });

  it("charges a lease when an application is accepted", async () => {
    const { client, userId } = await signedInUser(t, "landlord");
    const { units } = await makeProperty(t.database.db, userId, { name: "Kampala Heights" });
    const applicant = await makeTenant(t.database.db);
    const app = await makeApplication(t.database.db, {
      tenantId: applicant.id,
      propertyId: units[0]!.propertyId,
    });
    const res = await client.post(`/api/landlord/applications/${app.id}/accept`, {
      unitId: units[0]!.id,
      startDate: monthsFromToday(-1),
      endDate: monthsFromToday(11),
      monthlyRent: 900_000,
      currency: "UGX",
      deposit: 1_800_000,
    });
    expect(res.status).toBe(200);
    expect((await chargesOf(res.body.id as string, "deposit")).map((x) => [x.dueDate, x.amount])).toEqual([
      [monthsFromToday(-1), 1_800_000],
    ]);
    const expected = rentDueDates(monthsFromToday(-1), monthsFromToday(11), kampalaToday());
    expect((await chargesOf(res.body.id as string)).map((x) => [x.dueDate, x.amount])).toEqual(
      expected.map((d) => [d, 900_000]),
    );
  });

  it("charges an invited tenant's lease when they sign up", async () => {
    const landlord = await makeLandlord(t.database.db);
    const { units } = await makeProperty(t.database.db, landlord.id);
    const c = await clientFor(t, landlord.id);
    const email = `invited-${Date.now()}@example.com`;
    const res = await c.post(
      "/api/landlord/leases",
      leaseBody(units[0]!.id, { email, startDate: monthsFromToday(-3), endDate: monthsFromToday(9) }),
    );
    const leaseId = (res.body.lease as { id: string }).id;
    expect(await chargesOf(leaseId)).toHaveLength(0);
    expect(await chargesOf(leaseId, "deposit")).toHaveLength(0);
    await signUp(t.client(), "tenant", email);
    expect((await chargesOf(leaseId, "deposit")).map((x) => x.amount)).toEqual([1_200_000]);
    expect((await chargesOf(leaseId)).map((x) => x.dueDate)).toEqual(
      rentDueDates(monthsFromToday(-3), monthsFromToday(9), kampalaToday()),
    );
    expect(await t.database.db.select().from(payments).where(eq(payments.leaseId, leaseId))).toHaveLength(0);
  });
});
