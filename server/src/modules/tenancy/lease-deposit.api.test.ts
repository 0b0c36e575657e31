import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { charges, leases } from "../../db/schema";
import { clientFor } from "../../test/lease-factories";
import { firstOfMonth, makeRentLease, payRent, type RentLease } from "../../test/rent-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { generateRentCharges } from "../rent/charges";
import { postLeaseDeposits } from "./lease-deposit";

const t = sharedTestApp();
const db = () => t.database.db;
const kampala = (day: string) => new Date(`${day}T12:00:00+03:00`);

async function depositsOf(leaseId: string) {
  return db()
    .select({ amount: charges.amount, dueDate: charges.dueDate, sourceKey: charges.sourceKey })
    .from(charges)
    .where(and(eq(charges.leaseId, leaseId), eq(charges.kind, "deposit")));
}

/** An active lease from `startDate` at 1,000,000 a month with a deposit of 500,000 posted, rent up to today. */
async function leaseWithDeposit(startDate: string): Promise<RentLease> {
  const lease = await makeRentLease(db(), { startDate, monthlyRent: 1_000_000 });
  await db().update(leases).set({ deposit: 500_000 }).where(eq(leases.id, lease.id));
  await postLeaseDeposits(db(), [lease.id]);
  await generateRentCharges(db(), { leaseId: lease.id, today: firstOfMonth(0) });
  return lease;
}

describe("the lease's security deposit on its account", () => {
  it("is posted once, due on the start, as kind deposit", async () => {
    const lease = await leaseWithDeposit(firstOfMonth(-3));
    expect(await postLeaseDeposits(db(), [lease.id])).toEqual([]);
    expect(await depositsOf(lease.id)).toEqual([
      { amount: 500_000, dueDate: firstOfMonth(-3), sourceKey: "deposit:lease" },
    ]);
  });

  it("is not posted for a lease without a deposit or one not active", async () => {
    const none = await makeRentLease(db(), { startDate: firstOfMonth(-1) });
    const pending = await makeRentLease(db(), { startDate: firstOfMonth(-1) });
    await db().update(leases).set({ deposit: 300_000, status: "pending" }).where(eq(leases.id, pending.id));
    expect(await postLeaseDeposits(db(), [none.id, pending.id])).toEqual([]);
  });
});

describe("the landlord's collection figures leave the deposit out (countsAsIncome)", () => {
  it("the monthly statement: a payment's part that paid the deposit is not collected, the deposit not expected", async () => {
    const lease = await leaseWithDeposit(firstOfMonth(-3));
    // Two months ago 1,500,000: the deposit (due three months ago) first, then that month's rent.
    await payRent(db(), lease, 1_500_000, kampala(`${firstOfMonth(-2).slice(0, 7)}-15`));
    const landlord = await clientFor(t, lease.landlordId);
    const statement = (month: number) =>
      landlord.get(
        `/api/landlord/properties/${lease.propertyId}/statement?month=${firstOfMonth(month).slice(0, 7)}`,
      );
    const twoAgo = await statement(-2);
    expect(twoAgo.status).toBe(200);
    expect(twoAgo.body.totals).toMatchObject([
      {
        expected: 1_000_000,
        collected: 1_000_000,
        collectedByMethod: [{ method: "mobile_money", amount: 1_000_000 }],
      },
    ]);
    // The month the deposit fell due: no rent fell due, so nothing is expected of it.
    const threeAgo = await statement(-3);
    expect(JSON.stringify(threeAgo.body.totals)).not.toContain("500000");
  });

  it("the dashboard's collected this month: only what went to rent", async () => {
    const lease = await leaseWithDeposit(firstOfMonth(0));
    // The deposit due today or earlier this month takes 500,000; 200,000 is rent paid ahead.
    await payRent(db(), lease, 700_000);
    const landlord = await clientFor(t, lease.landlordId);
    const res = await landlord.get(`/api/landlord/dashboard?propertyId=${lease.propertyId}`);
    expect(res.status).toBe(200);
    expect((res.body as { rent: { collectedThisMonth: unknown } }).rent.collectedThisMonth).toEqual([
      { currency: "UGX", amount: 200_000 },
    ]);
  });
});

describe("the tenant's balance by type", () => {
  it("the rent summary gives what is open by group: the deposit apart from the rent", async () => {
    const lease = await leaseWithDeposit(firstOfMonth(-2));
    // 700,000: the deposit (due first) is paid, 200,000 of the first month's rent.
    await payRent(db(), lease, 700_000, kampala(firstOfMonth(-2)));
    const tenant = await clientFor(t, lease.tenantId);
    const res = await tenant.get("/api/rent/summary");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      balance: 1_800_000,
      openByGroup: [{ group: "rent", amount: 1_800_000 }],
      paidInAdvance: 0,
    });
    await payRent(db(), lease, 2_000_000);
    expect((await tenant.get("/api/rent/summary")).body).toMatchObject({
      balance: -200_000,
      openByGroup: [],
      paidInAdvance: 200_000,
    });
  });
});
