import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { kampalaInstant } from "../../../../common/kampala-calendar";
import { expenses, notifications, outboxMessages, users } from "../../db/schema";
import { clientFor, makeLandlord, makeTenant } from "../../test/lease-factories";
import { insertPayment, makeRentLease, type RentLease } from "../../test/rent-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { allocatePayment, postCharges, sourceKey } from "../tenancy";
import { sendRentalTaxNotices } from "./service/notices";

const t = sharedTestApp();

/** A payment settled at noon (Kampala) on `day`, allocated as the ledger does. */
async function paid(lease: RentLease, amount: number, day: string) {
  const db = t.database.db;
  const payment = await insertPayment(db, lease, { amount, settledAt: kampalaInstant(day, "12:00:00") });
  await db.transaction((tx) => allocatePayment(tx, payment.id));
  return payment;
}

/** A landlord with two properties: rent received in 2025/26 (and just outside it), and a paid deposit. */
async function landlordWithRent() {
  const db = t.database.db;
  const landlord = await makeLandlord(db);
  const heights = await makeRentLease(db, {
    landlordId: landlord.id,
    startDate: "2025-01-01",
    monthlyRent: 1_000_000,
  });
  const gardens = await makeRentLease(db, {
    landlordId: landlord.id,
    startDate: "2025-01-01",
    monthlyRent: 500_000,
  });
  await db.transaction((tx) =>
    postCharges(tx, [
      {
        leaseId: heights.id,
        propertyId: heights.propertyId,
        kind: "deposit",
        sourceKey: sourceKey.leaseDeposit(),
        period: null,
        description: "Deposit",
        amount: 1_000_000,
        currency: "UGX",
        dueDate: "2025-07-01",
      },
    ]),
  );
  await paid(gardens, 1_000_000, "2025-06-30"); // the year before: left out
  await paid(heights, 2_000_000, "2025-07-01"); // 1,000,000 of it to the deposit (due first): held, not income
  await paid(heights, 3_000_000, "2026-06-30");
  await paid(gardens, 6_000_000, "2026-01-15");
  await paid(gardens, 500_000, "2026-07-01"); // the next year
  return { landlord, heights, gardens };
}

describe("the rental tax estimate", () => {
  it("sums the rent each property received in the year, deposits left out, and taxes an individual 12% above 2,820,000", async () => {
    const { landlord, heights, gardens } = await landlordWithRent();
    const c = await clientFor(t, landlord.id);
    const res = await c.get("/api/landlord/rental-tax?year=2025");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const received = Object.fromEntries(
      (res.body.properties as { id: number; received: number }[]).map((p) => [p.id, p.received]),
    );
    expect(received).toEqual({ [heights.propertyId]: 4_000_000, [gardens.propertyId]: 6_000_000 });
    expect(res.body).toMatchObject({
      year: { label: "2025/26", start: "2025-07-01", end: "2026-06-30", ended: true },
      taxpayer: "individual",
      estimate: {
        grossIncome: 10_000_000,
        threshold: 2_820_000,
        chargeableIncome: 7_180_000,
        taxDue: 861_600,
      },
      deadlines: { provisional: "2025-09-30", final: "2026-12-31" },
    });
  });

  it("a company deducts its expenses up to half the income", async () => {
    const { landlord, heights } = await landlordWithRent();
    const db = t.database.db;
    for (const [amount, spentOn] of [
      [3_000_000, "2025-08-01"],
      [4_000_000, "2026-06-30"],
      [9_000_000, "2026-07-01"], // the next year
    ] as const)
      await db.insert(expenses).values({
        landlordId: landlord.id,
        propertyId: heights.propertyId,
        category: "repairs",
        amount,
        spentOn,
        payee: "Fundi",
        idempotencyKey: crypto.randomUUID(),
        requestFingerprint: "x",
      });
    const c = await clientFor(t, landlord.id);
    const res = await c.get("/api/landlord/rental-tax?year=2025&as=non_individual");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.estimate).toEqual({
      grossIncome: 10_000_000,
      expenses: 7_000_000,
      allowedExpenses: 5_000_000,
      carriedForward: 2_000_000,
      threshold: 0,
      chargeableIncome: 5_000_000,
      rateBps: 3_000,
      taxDue: 1_500_000,
    });
    expect(res.body.deadlines).toEqual({ provisional: "2025-12-31", final: "2026-12-31" });
  });

  it("shows another landlord nothing of it, and a tenant is refused", async () => {
    await landlordWithRent();
    const other = await makeLandlord(t.database.db);
    const mine = await (await clientFor(t, other.id)).get("/api/landlord/rental-tax?year=2025");
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ properties: [], estimate: { grossIncome: 0, taxDue: 0 } });
    for (const path of ["", "/pack.pdf", "/properties.csv", "/tenants.csv"]) {
      const csv = await (await clientFor(t, other.id)).get(`/api/landlord/rental-tax${path}?year=2025`);
      expect(csv.res.payload).not.toMatch(/[1-9]000000/);
    }
    const tenant = await makeTenant(t.database.db);
    expect((await (await clientFor(t, tenant.id)).get("/api/landlord/rental-tax")).status).toBe(403);
  });

  it("refuses a year it has no rules for, naming them, a year not begun, and any other bad input", async () => {
    const landlord = await makeLandlord(t.database.db);
    const c = await clientFor(t, landlord.id);
    const old = await c.get("/api/landlord/rental-tax?year=2021");
    expect(old.status).toBe(400);
    expect(JSON.stringify(old.body)).toContain("2022/23");
    for (const query of [
      "year=2099",
      "year=abc",
      "year=2025.5",
      "year=1e9",
      "year=%00",
      "as=king",
      "year=-1",
    ]) {
      const res = await c.get(`/api/landlord/rental-tax?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toBeTruthy();
    }
  });
});

describe("the tax pack", () => {
  it("lists each tenant with unit, TIN and rent paid, and never lets a name run as a formula", async () => {
    const { landlord, gardens } = await landlordWithRent();
    await t.database.db
      .update(users)
      .set({ firstName: "=HYPERLINK(1)", lastName: "Okello", tin: "1000123456" })
      .where(eq(users.id, gardens.tenantId));
    const c = await clientFor(t, landlord.id);
    const tenants = await c.get("/api/landlord/rental-tax/tenants.csv?year=2025");
    expect(tenants.status).toBe(200);
    expect(tenants.res.headers["content-type"]).toContain("text/csv");
    expect(tenants.res.headers["content-disposition"]).toContain("rental-tax-2025-26-tenants.csv");
    const lines = tenants.res.payload
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Tenant,TIN,Property,Unit,Currency,Rent paid");
    expect(lines).toContainEqual(
      expect.stringMatching(/^'=HYPERLINK\(1\) Okello,1000123456,.*,1A,UGX,6000000$/),
    );
    const properties = await c.get("/api/landlord/rental-tax/properties.csv?year=2025");
    expect(properties.res.payload).toContain(",UGX,4000000");
    const pdf = await c.get("/api/landlord/rental-tax/pack.pdf?year=2025");
    expect(pdf.status).toBe(200);
    expect(pdf.res.headers["content-type"]).toBe("application/pdf");
    expect(pdf.res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });
});

describe("deadline notices", () => {
  it("tell a landlord once, 14 days before, with the estimate, in the app and by SMS", async () => {
    const { landlord } = await landlordWithRent();
    const db = t.database.db;
    const deps = { ...t.app.deps };
    expect(await sendRentalTaxNotices(deps, "2026-12-16")).toBe(0);
    const first = await sendRentalTaxNotices(deps, "2026-12-17");
    expect(first).toBeGreaterThanOrEqual(1);
    const mine = await db.select().from(notifications).where(eq(notifications.userId, landlord.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.link).toBe("/rental-tax");
    const sms = await db.select().from(outboxMessages).where(eq(outboxMessages.userId, landlord.id));
    expect(sms.length).toBeGreaterThanOrEqual(1);
    await sendRentalTaxNotices(deps, "2026-12-18");
    expect(await db.select().from(notifications).where(eq(notifications.userId, landlord.id))).toHaveLength(
      1,
    );
  });
});
