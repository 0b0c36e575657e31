import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { allocations, charges, voidedCharges } from "../../db/schema";
import { insertPayment, makeRentLease, type RentLease } from "../../test/rent-factories";
import { sharedTestApp } from "../../test/shared-test-app";
import { allocatePayment, leaseStanding, postCharges, voidCharge } from "./ledger";
import type { NewCharge } from "./queries/ledger";
import { sourceKey } from "./source-keys";

const t = sharedTestApp();

const water = (lease: RentLease, reading: string, amount: number, dueDate = "2026-09-05"): NewCharge => ({
  leaseId: lease.id,
  propertyId: lease.propertyId,
  kind: "utility",
  sourceKey: sourceKey.utility(reading),
  period: dueDate.slice(0, 7),
  description: "Water",
  amount,
  currency: "UGX",
  dueDate,
});

const allocatedTo = async (chargeId: string) =>
  (
    await t.database.db
      .select({ amount: allocations.amount })
      .from(allocations)
      .where(eq(allocations.chargeId, chargeId))
  ).reduce((s, a) => s + a.amount, 0);

describe("posting charges", () => {
  it("posts each source key once and gives the new charges the credit the lease holds", async () => {
    const db = t.database.db;
    const lease = await makeRentLease(db, { startDate: "2026-08-01", generate: false });
    const payment = await insertPayment(db, lease, { amount: 30_000 });
    await db.transaction((tx) => allocatePayment(tx, payment.id)); // nothing open: all credit

    const first = await db.transaction((tx) => postCharges(tx, [water(lease, "r1", 45_000)]));
    expect(first).toHaveLength(1);
    expect(await allocatedTo(first[0]!.id)).toBe(30_000);
    const again = await db.transaction((tx) => postCharges(tx, [water(lease, "r1", 99_000)]));
    expect(again).toEqual([]);
    const rows = await db.select().from(charges).where(eq(charges.leaseId, lease.id));
    expect(rows.map((r) => r.amount)).toEqual([45_000]);
  });
});

describe("voiding a charge", () => {
  it("returns what was paid to it as credit, allocated to its replacement, and keeps it whole", async () => {
    const db = t.database.db;
    const lease = await makeRentLease(db, { startDate: "2026-08-01", generate: false });
    const [wrong] = await db.transaction((tx) => postCharges(tx, [water(lease, "r1", 80_000)]));
    const payment = await insertPayment(db, lease, { amount: 50_000 });
    await db.transaction((tx) => allocatePayment(tx, payment.id));
    expect(await allocatedTo(wrong!.id)).toBe(50_000);

    const result = await db.transaction((tx) =>
      voidCharge(tx, {
        leaseId: lease.id,
        chargeId: wrong!.id,
        voidedBy: lease.landlordId,
        reason: "Reading corrected",
        replacement: water(lease, "r1-corrected", 20_000),
      }),
    );
    const replacement = result!.replacement!;
    expect(replacement.amount).toBe(20_000);
    expect(await allocatedTo(replacement.id)).toBe(20_000);
    expect(await db.select().from(charges).where(eq(charges.id, wrong!.id))).toEqual([]);
    const [kept] = await db.select().from(voidedCharges).where(eq(voidedCharges.id, wrong!.id));
    expect(kept).toMatchObject({ amount: 80_000, reason: "Reading corrected", replacedBy: replacement.id });
    // 50,000 paid, 20,000 owed: 30,000 in credit.
    const standing = await leaseStanding(db, lease.id, "2026-09-30");
    expect(standing?.balance).toBe(-30_000);
  });

  it("may give the replacement the voided charge's own source key, and refuses another lease's charge", async () => {
    const db = t.database.db;
    const lease = await makeRentLease(db, { startDate: "2026-08-01", generate: false });
    const other = await makeRentLease(db, { startDate: "2026-08-01", generate: false });
    const [charge] = await db.transaction((tx) => postCharges(tx, [water(lease, "r9", 10_000)]));
    const foreign = await db.transaction((tx) =>
      voidCharge(tx, { leaseId: other.id, chargeId: charge!.id, voidedBy: other.landlordId, reason: "x" }),
    );
    expect(foreign).toBeNull();
    await db.transaction((tx) =>
      voidCharge(tx, {
        leaseId: lease.id,
        chargeId: charge!.id,
        voidedBy: lease.landlordId,
        reason: "Tariff corrected",
        replacement: water(lease, "r9", 12_000),
      }),
    );
    const rows = await db
      .select({ amount: charges.amount, sourceKey: charges.sourceKey })
      .from(charges)
      .where(eq(charges.leaseId, lease.id))
      .orderBy(asc(charges.createdAt));
    expect(rows).toEqual([{ amount: 12_000, sourceKey: "utility:r9" }]);
  });
});
