import { and, desc, eq, isNull, max, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { isUniqueViolation } from "../../../db/errors";
import { preparedPerDb } from "../../../db/prepared";
import { allocations, charges, leases, payments, payoutAccounts } from "../../../db/schema";

/** The SQL of the tenant's rent screens: the lease's charges and where the rent goes. */

/** The lease's charges, newest due first, with what is allocated to each and when its last payment settled. */
export async function chargesOfLease(db: DbOrTx, leaseId: string, limit: number) {
  return leaseCharges(db).execute({ leaseId, limit });
}

const leaseCharges = preparedPerDb((db) =>
  db
    .select({
      id: charges.id,
      kind: charges.kind,
      period: charges.period,
      amount: charges.amount,
      currency: charges.currency,
      dueDate: charges.dueDate,
      description: charges.description,
      allocated: sql<number>`coalesce(sum(${allocations.amount}), 0)`.mapWith(Number),
      lastSettledAt: max(payments.settledAt),
    })
    .from(charges)
    .leftJoin(allocations, eq(allocations.chargeId, charges.id))
    .leftJoin(payments, eq(payments.id, allocations.paymentId))
    .where(eq(charges.leaseId, sql.placeholder("leaseId")))
    .groupBy(charges.id)
    .orderBy(desc(charges.dueDate), desc(charges.createdAt))
    .limit(sql.placeholder("limit"))
    .prepare("lease_charges"),
);

/** The rent screens ask for these two on every visit: prepared. */
const payoutAccountRows = preparedPerDb((db) =>
  db
    .select()
    .from(payoutAccounts)
    .where(
      or(
        eq(payoutAccounts.propertyId, sql.placeholder("propertyId")),
        and(eq(payoutAccounts.landlordId, sql.placeholder("landlordId")), isNull(payoutAccounts.propertyId)),
      ),
    )
    .prepare("payout_account"),
);

const paymentReference = preparedPerDb((db) =>
  db
    .select({ ref: leases.paymentReference })
    .from(leases)
    .where(eq(leases.id, sql.placeholder("leaseId")))
    .limit(1)
    .prepare("payment_reference"),
);

/** The payout account of the property (its override), else the landlord's default; null without either. */
export async function payoutAccountOf(db: DbOrTx, propertyId: number, landlordId: string) {
  const rows = await payoutAccountRows(db).execute({ propertyId, landlordId });
  return rows.find((r) => r.propertyId === propertyId) ?? rows.find((r) => r.propertyId === null) ?? null;
}

/** The lease's payment reference, if it has one yet. */
export async function paymentReferenceOf(db: DbOrTx, leaseId: string): Promise<string | null> {
  const [row] = await paymentReference(db).execute({ leaseId });
  return row?.ref ?? null;
}

/** Gives the lease this reference unless it has one; false when another lease holds it (pick another). */
export async function setPaymentReference(db: DbOrTx, leaseId: string, reference: string): Promise<boolean> {
  try {
    await db
      .update(leases)
      .set({ paymentReference: reference })
      .where(and(eq(leases.id, leaseId), isNull(leases.paymentReference)));
    return true;
  } catch (e) {
    if (isUniqueViolation(e, "leases_payment_reference_key")) return false;
    throw e;
  }
}
