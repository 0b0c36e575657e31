import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysBetween, kampalaToday } from "../../../../common/kampala-calendar";
import type { RentPayment, RentSummary } from "../../../../common/schemas/rent";
import { payoutAccounts } from "../../db/schema";
import { clientFor, makeLandlord, makeTenant } from "../../test/lease-factories";
import {
  firstOfMonth,
  insertPayment,
  makeRentLease,
  payRent,
  type RentLease,
} from "../../test/rent-factories";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { TestClient } from "../../test/test-client";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const payout = (landlordId: string, propertyId: number | null, bankAccountNumber: string) =>
  t.database.db.insert(payoutAccounts).values({
    landlordId,
    propertyId,
    bankName: "Stanbic Bank Uganda",
    bankAccountNumber,
    bankAccountName: "Kiggundu Estates Ltd",
    mobileMoneyNumber: "+256772987654",
    mobileMoneyProvider: "MTN Mobile Money",
  });

describe("a tenant's rent", () => {
  let lease: RentLease;
  let tenant: TestClient;
  beforeAll(async () => {
    // Started on the 1st three months ago: three charges due (the last one on the 1st of this month) and one upcoming.
    lease = await makeRentLease(t.database.db, {
      startDate: firstOfMonth(-3),
      monthlyRent: 1_000_000,
      generate: true,
    });
    await payRent(t.database.db, lease, 1_500_000);
    // Money that never arrived changes nothing.
    await insertPayment(t.database.db, lease, { amount: 1_000_000, status: "failed" });
    await payout(lease.landlordId, null, "9030012345678");
    tenant = await clientFor(t, lease.tenantId);
  });

  it("lists the lease's charges newest first, paid once fully allocated", async () => {
    const res = await tenant.get("/api/rent-payments");
    expect(res.status).toBe(200);
    const rows = res.body as unknown as RentPayment[];
    expect(rows.map((r) => [r.dueDate, r.status, r.outstanding, r.paidDate])).toEqual([
      [firstOfMonth(1), "pending", 1_000_000, null],
      [firstOfMonth(0), "pending", 1_000_000, null],
      [firstOfMonth(-1), "pending", 500_000, null],
      [firstOfMonth(-2), "paid", 0, kampalaToday()],
    ]);
    expect(rows[0]).toMatchObject({ amount: 1_000_000, currency: "UGX" });
    expect(rows[3]!.description).toMatch(/^Rent for \w+ \d{4}$/);
  });

  it("summarises the standing, the amounts allowed and the masked payee", async () => {
    const res = await tenant.get("/api/rent/summary");
    expect(res.status).toBe(200);
    const today = kampalaToday();
    // This month's charge is late unless today is its due date.
    const lateThisMonth = today > firstOfMonth(0);
    expect(res.body as unknown as RentSummary).toEqual({
      leaseId: lease.id,
      propertyName: expect.any(String),
      unitNumber: "1A",
      landlordName: "Moses Kiggundu",
      monthlyRent: 1_000_000,
      currency: "UGX",
      balance: 1_500_000,
      openByGroup: [{ group: "rent", amount: 1_500_000 }],
      paidInAdvance: 0,
      nextDueDate: firstOfMonth(-1),
      daysOverdue: daysBetween(firstOfMonth(-1), today),
      status: lateThisMonth ? "overdue" : "partial",
      suggestedAmount: 1_500_000,
      minAmount: 1000,
      maxAmount: 1_500_000 + 3 * 1_000_000,
      payee: {
        bankAccountName: "Kiggundu Estates Ltd",
        bankName: "Stanbic Bank Uganda",
        bankAccountNumber: "•••• 5678",
        bankBranch: null,
        mobileMoneyNumber: "+256772987654",
      },
      paymentReference: expect.stringMatching(/^NY[A-Z2-9]{6}$/),
    });
  });

  it("suggests next month's rent when nothing is due, and uses the property's own payout account", async () => {
    const paidUp = await makeRentLease(t.database.db, {
      startDate: firstOfMonth(-1),
      currency: "USD",
      monthlyRent: 120_000,
      generate: true,
    });
    await payRent(t.database.db, paidUp, 120_000);
    await payout(paidUp.landlordId, null, "1111222233");
    await payout(paidUp.landlordId, paidUp.propertyId, "4444555566");
    const body = (await (await clientFor(t, paidUp.tenantId)).get("/api/rent/summary"))
      .body as unknown as RentSummary;
    expect(body).toMatchObject({
      status: "current",
      balance: 0,
      nextDueDate: firstOfMonth(1),
      daysOverdue: 0,
      suggestedAmount: 120_000,
      minAmount: 100,
      maxAmount: 360_000,
      currency: "USD",
    });
    expect(body.payee.bankAccountNumber).toBe("•••• 5566");
  });

  it("a tenant sees only their own lease; without one, no summary", async () => {
    const other = await makeRentLease(t.database.db, { startDate: firstOfMonth(-2), generate: true });
    const otherClient = await clientFor(t, other.tenantId);
    const mine = (await tenant.get("/api/rent-payments")).body as unknown as RentPayment[];
    const theirs = (await otherClient.get("/api/rent-payments")).body as unknown as RentPayment[];
    expect(theirs.map((r) => r.dueDate)).toEqual([firstOfMonth(1), firstOfMonth(0), firstOfMonth(-1)]);
    expect(theirs.some((r) => mine.some((m) => m.id === r.id))).toBe(false);
    expect(((await otherClient.get("/api/rent/summary")).body as unknown as RentSummary).leaseId).toBe(
      other.id,
    );
    // No payout account set up: the payee is unknown, not someone else's.
    expect(((await otherClient.get("/api/rent/summary")).body as unknown as RentSummary).payee).toEqual({
      bankAccountName: null,
      bankName: null,
      bankAccountNumber: null,
      bankBranch: null,
      mobileMoneyNumber: null,
    });

    const noLease = await clientFor(t, (await makeTenant(t.database.db)).id);
    expect((await noLease.get("/api/rent-payments")).body).toEqual([]);
    const summary = await noLease.get("/api/rent/summary");
    expect(summary.status).toBe(404);
    expect(summary.body.code).toBe("NO_LEASE");
  });

  it("is for tenants only", async () => {
    const landlord = await clientFor(t, lease.landlordId);
    const stranger = await clientFor(t, (await makeLandlord(t.database.db)).id);
    for (const c of [landlord, stranger]) {
      expect((await c.get("/api/rent-payments")).status).toBe(403);
      expect((await c.get("/api/rent/summary")).status).toBe(403);
    }
    expect((await t.client().get("/api/rent-payments")).status).toBe(401);
    expect((await t.client().get("/api/rent/summary")).status).toBe(401);
  });
});
