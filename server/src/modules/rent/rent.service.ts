import { and, desc, eq, isNull, max, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Currency } from "../../../../common/constants";
import {
  MIN_PAYMENT_UGX,
  type payeeSchema,
  type RentPayment,
  type RentSummary,
} from "../../../../common/schemas/rent";
import type { DbOrTx } from "../../db/client";
import { allocations, charges, payments, payoutAccounts } from "../../db/schema";
import { notFound } from "../../platform/errors";
import { tenantActiveLease } from "../leases/queries";
import { maskAccountNumber } from "../payouts/payout-account";
import { kampalaDate, kampalaToday } from "./dates";
import { leaseStanding } from "./ledger";

export type Payee = z.infer<typeof payeeSchema>;

export const NO_LEASE_MESSAGE =
  "You do not have an active lease yet. Your landlord adds you to a unit first.";
/** RentPayment rows shown at most (five years of monthly rent). */
export const RENT_PAYMENTS_LIMIT = 60;
/** The smallest payment: 1,000 UGX, or one dollar (in cents). */
export const minPayment = (currency: Currency) => (currency === "UGX" ? MIN_PAYMENT_UGX : 100);

export async function requireTenantActiveLease(db: DbOrTx, tenantId: string) {
  const lease = await tenantActiveLease(db, tenantId);
  if (!lease) throw notFound(NO_LEASE_MESSAGE, "NO_LEASE");
  return lease;
}

/**
 * Where a tenant's payment for the property goes, as the tenant may see it: the property's payout override,
 * else the landlord's default; the bank account number masked.
 */
export async function payeeForProperty(db: DbOrTx, propertyId: number, landlordId: string): Promise<Payee> {
  const rows = await db
    .select()
    .from(payoutAccounts)
    .where(
      or(
        eq(payoutAccounts.propertyId, propertyId),
        and(eq(payoutAccounts.landlordId, landlordId), isNull(payoutAccounts.propertyId)),
      ),
    );
  const account = rows.find((r) => r.propertyId === propertyId) ?? rows.find((r) => r.propertyId === null);
  return {
    bankAccountName: account?.bankAccountName ?? null,
    bankName: account?.bankName ?? null,
    bankAccountNumber: account ? maskAccountNumber(account.bankAccountNumber) : null,
    mobileMoneyNumber: account?.mobileMoneyNumber ?? null,
  };
}

/**
 * The charges of the tenant's active lease as the spec's RentPayment: paid once fully allocated, with the
 * (Kampala) date the last payment towards it settled; newest due first. No active lease: an empty list.
 */
export async function listRentPayments(db: DbOrTx, tenantId: string): Promise<RentPayment[]> {
  const lease = await tenantActiveLease(db, tenantId);
  if (!lease) return [];
  const rows = await db
    .select({
      id: charges.id,
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
    .where(eq(charges.leaseId, lease.id))
    .groupBy(charges.id)
    .orderBy(desc(charges.dueDate), desc(charges.createdAt))
    .limit(RENT_PAYMENTS_LIMIT);
  return rows.map((r) => {
    const outstanding = Math.max(0, r.amount - r.allocated);
    const paid = outstanding === 0;
    return {
      id: r.id,
      amount: r.amount,
      currency: r.currency,
      status: paid ? "paid" : "pending",
      dueDate: r.dueDate,
      paidDate: paid && r.lastSettledAt ? kampalaDate(new Date(r.lastSettledAt)) : null,
      description: r.description,
      outstanding,
    };
  });
}

/** What is owed now, else a month's rent; never more than may be paid (three months in advance at most). */
export function suggestedAmount(standing: {
  dueOutstanding: number;
  monthlyRent: number;
  maxPayable: number;
}): number {
  const suggested = standing.dueOutstanding > 0 ? standing.dueOutstanding : standing.monthlyRent;
  return Math.min(suggested, standing.maxPayable);
}

/** What the tenant's pay screen needs: standing, the amounts allowed, and who is paid. 404 NO_LEASE without a lease. */
export async function rentSummary(
  db: DbOrTx,
  tenantId: string,
  today = kampalaToday(),
): Promise<RentSummary> {
  const lease = await requireTenantActiveLease(db, tenantId);
  const [standing, payee] = await Promise.all([
    leaseStanding(db, lease, today),
    payeeForProperty(db, lease.propertyId, lease.landlordId),
  ]);
  const maxAmount = standing.maxPayable;
  return {
    leaseId: lease.id,
    propertyName: lease.propertyName,
    unitNumber: lease.unitNumber,
    landlordName: lease.landlordName,
    monthlyRent: standing.monthlyRent,
    currency: standing.currency,
    balance: standing.balance,
    nextDueDate: standing.nextDueDate,
    daysOverdue: standing.daysOverdue,
    status: standing.status,
    suggestedAmount: suggestedAmount(standing),
    minAmount: minPayment(standing.currency),
    maxAmount,
    payee,
  };
}
