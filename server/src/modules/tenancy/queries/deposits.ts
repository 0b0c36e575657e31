import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { NOT_INCOME_KINDS } from "../../../../../common/tenancy";
import type { DbOrTx } from "../../../db/client";
import { allocations, charges, leases, payments } from "../../../db/schema";

/** The SQL of the lease's security deposit on its account, and of what of a payment is income. */

/** Those of these leases that are active with a deposit, as the deposit charge needs them. */
export async function activeLeasesWithDeposit(tx: DbOrTx, leaseIds: string[]) {
  if (!leaseIds.length) return [];
  return tx
    .select({
      id: leases.id,
      propertyId: leases.propertyId,
      startDate: leases.startDate,
      deposit: leases.deposit,
      currency: leases.currency,
    })
    .from(leases)
    .where(and(inArray(leases.id, leaseIds), eq(leases.status, "active"), gt(leases.deposit, 0)));
}

const notIncomeKinds = sql.join(
  NOT_INCOME_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
);

/**
 * What of the payment in `payments`' current row is the landlord's income: its amount less what it paid to
 * charges that are not income (a security deposit is held for the tenant: countsAsIncome). Credit not yet
 * allocated counts as income (rent paid in advance). One indexed look-up per payment (allocations_payment_idx).
 */
export const incomeOfPayment = sql<number>`(${payments.amount} - coalesce((select sum(${allocations.amount})
  from ${allocations} join ${charges} on ${charges.id} = ${allocations.chargeId}
  where ${allocations.paymentId} = ${payments.id} and ${charges.kind} in (${notIncomeKinds})), 0))`;
