import { randomUUID } from "node:crypto";
import { addMonths, kampalaToday } from "../../../common/kampala-calendar";
import type { Db, DbOrTx } from "../db/client";
import { leases, payments } from "../db/schema";
import { generateRentCharges } from "../modules/rent/charges";
import { allocatePayment } from "../modules/tenancy/ledger";
import { issueReceipt } from "../modules/tenancy/service/receipts";
import { makeLandlord, makeProperty, makeTenant } from "./lease-factories";

/** Rent ledger rows made straight in the database. */

export interface RentLease {
  id: string;
  propertyId: number;
  unitId: number;
  tenantId: string;
  landlordId: string;
  monthlyRent: number;
  currency: "UGX" | "USD";
}

/** `months` calendar months from today (Kampala), e.g. monthsFromToday(-3) for a lease that started 3 months ago. */
export const monthsFromToday = (months: number) => addMonths(kampalaToday(), months);
/** The first day of the month `months` from this one (Kampala): due dates on the 1st never clamp. */
export const firstOfMonth = (months: number) => addMonths(`${kampalaToday().slice(0, 7)}-01`, months);

/**
 * An active lease of a new tenant in a new landlord's new property (or the landlord/tenant given), without
 * charges unless `generate` is set (then up to today).
 */
export async function makeRentLease(
  db: Db,
  opts: {
    startDate: string;
    endDate?: string | null;
    monthlyRent?: number;
    currency?: "UGX" | "USD";
    landlordId?: string;
    tenantId?: string;
    generate?: boolean;
  },
): Promise<RentLease> {
  const landlordId = opts.landlordId ?? (await makeLandlord(db)).id;
  const tenantId = opts.tenantId ?? (await makeTenant(db)).id;
  const { property, units } = await makeProperty(db, landlordId, { units: ["1A"] });
  const [lease] = await db
    .insert(leases)
    .values({
      propertyId: property.id,
      unitId: units[0]!.id,
      tenantId,
      startDate: opts.startDate,
      endDate: opts.endDate === undefined ? addMonths(opts.startDate, 12) : opts.endDate,
      monthlyRent: opts.monthlyRent ?? 1_000_000,
      currency: opts.currency ?? "UGX",
      status: "active",
    })
    .returning();
  if (opts.generate) await generateRentCharges(db, { leaseId: lease!.id, today: kampalaToday() });
  return {
    id: lease!.id,
    propertyId: property.id,
    unitId: units[0]!.id,
    tenantId,
    landlordId,
    monthlyRent: lease!.monthlyRent,
    currency: lease!.currency,
  };
}

/** A payments row of the lease (succeeded unless told otherwise), not allocated and without a receipt. */
export async function insertPayment(
  db: DbOrTx,
  lease: RentLease,
  opts: { amount: number; status?: "pending" | "succeeded" | "failed" | "expired"; settledAt?: Date },
) {
  const status = opts.status ?? "succeeded";
  const reference = randomUUID();
  const settledAt = status === "succeeded" ? (opts.settledAt ?? new Date()) : null;
  const [row] = await db
    .insert(payments)
    .values({
      leaseId: lease.id,
      tenantId: lease.tenantId,
      propertyId: lease.propertyId,
      landlordId: lease.landlordId,
      amount: opts.amount,
      currency: lease.currency,
      platformFee: Math.round((opts.amount * 150) / 10_000),
      method: "mobile_money",
      provider: "sandbox",
      providerLabel: "MTN Mobile Money",
      phone: "+256772123456",
      accountName: "Amina Nakitto",
      description: "Rent",
      reference,
      idempotencyKey: `test-${reference}`,
      status,
      expiresAt: new Date(Date.now() + 300_000),
      settledAt,
    })
    .returning();
  return row!;
}

/** A succeeded payment as settling makes it: allocated and receipted in one transaction. */
export async function payRent(db: Db, lease: RentLease, amount: number, settledAt?: Date) {
  const payment = await insertPayment(db, lease, { amount, settledAt });
  const receipt = await db.transaction(async (tx) => {
    await allocatePayment(tx, payment.id);
    return issueReceipt(tx, payment.id);
  });
  return { payment, receipt };
}
