import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { Currency } from "../../../../../common/constants";
import { msg } from "../../../../../common/i18n/message";
import { kampalaDay, kampalaToday } from "../../../../../common/kampala-calendar";
import { newPaymentReference } from "../../../../../common/payment-reference";
import {
  MIN_PAYMENT_UGX,
  type payeeSchema,
  type RentPayment,
  type RentSummary,
} from "../../../../../common/schemas/rent";
import { ALLOCATION_RANK } from "../../../../../common/tenancy";
import type { DbOrTx } from "../../../db/client";
import { notFound } from "../../../platform/errors";
import type { Translator } from "../../../platform/i18n";
import { tenantActiveLease, tenantLeaseForRent } from "../../leases";
import type { PayoutRow } from "../../payouts";
import { maskAccountNumber } from "../../payouts";
import { chargeDescription, leaseStanding } from "../../tenancy";
import { chargesOfLease, paymentReferenceOf, payoutAccountOf, setPaymentReference } from "../queries/summary";

export type Payee = z.infer<typeof payeeSchema>;

/** RentPayment rows shown at most (five years of monthly rent). */
export const RENT_PAYMENTS_LIMIT = 60;
/** The smallest payment: 1,000 UGX, or one dollar (in cents). */
export const minPayment = (currency: Currency) => (currency === "UGX" ? MIN_PAYMENT_UGX : 100);

export async function requireTenantActiveLease(db: DbOrTx, tenantId: string) {
  const lease = await tenantActiveLease(db, tenantId);
  if (!lease) throw notFound(msg("rent.noLease"), "NO_LEASE");
  return lease;
}

/** What of a payout account the tenant sees. */
type PayeeAccount = Pick<
  PayoutRow,
  "bankAccountName" | "bankName" | "bankAccountNumber" | "bankBranch" | "mobileMoneyNumber"
>;

/** The payee as the tenant may see it: the bank account number masked; all null without an account. */
function payeeOf(account: PayeeAccount | null): Payee {
  return {
    bankAccountName: account?.bankAccountName ?? null,
    bankName: account?.bankName ?? null,
    bankAccountNumber: account ? maskAccountNumber(account.bankAccountNumber) : null,
    bankBranch: account?.bankBranch ?? null,
    mobileMoneyNumber: account?.mobileMoneyNumber ?? null,
  };
}

/**
 * Where a tenant's payment for the property goes, as the tenant may see it: the property's payout override,
 * else the landlord's default; the bank account number masked.
 */
export async function payeeForProperty(db: DbOrTx, propertyId: number, landlordId: string): Promise<Payee> {
  return payeeOf(await payoutAccountOf(db, propertyId, landlordId));
}

/**
 * The lease's payment reference for deposit slips and transfers, made the first time it is asked for: random (see
 * common/payment-reference.ts) and unique, drawn again in the rare case another lease has it. `known`: the
 * reference as already read with the lease (null: it has none yet).
 */
export async function ensurePaymentReference(
  db: DbOrTx,
  leaseId: string,
  known?: string | null,
): Promise<string> {
  if (known) return known;
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = attempt === 0 && known === null ? null : await paymentReferenceOf(db, leaseId);
    if (existing) return existing;
    await setPaymentReference(
      db,
      leaseId,
      newPaymentReference((n) => randomBytes(n)),
    );
  }
  throw new Error(`no payment reference for lease ${leaseId}`);
}

/**
 * The charges of the tenant's active lease as the spec's RentPayment, described in the reader's language: paid
 * once fully allocated, with the (Kampala) date the last payment towards it settled; newest due first, and on one
 * day in the order a payment settles them (rent first: ALLOCATION_RANK). No active lease: an empty list.
 */
export async function listRentPayments(db: DbOrTx, tenantId: string, tr: Translator): Promise<RentPayment[]> {
  const lease = await tenantActiveLease(db, tenantId);
  if (!lease) return [];
  const rows = (await chargesOfLease(db, lease.id, RENT_PAYMENTS_LIMIT)).sort((a, b) =>
    a.dueDate === b.dueDate
      ? ALLOCATION_RANK[a.kind] - ALLOCATION_RANK[b.kind]
      : b.dueDate.localeCompare(a.dueDate),
  );
  return rows.map((r) => {
    const outstanding = Math.max(0, r.amount - r.allocated);
    const paid = outstanding === 0;
    return {
      id: r.id,
      amount: r.amount,
      currency: r.currency,
      status: paid ? "paid" : "pending",
      dueDate: r.dueDate,
      paidDate: paid && r.lastSettledAt ? kampalaDay(new Date(r.lastSettledAt)) : null,
      description: chargeDescription(tr, r),
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
  // Two statements after the session's: the lease with its reference and payout account, then its ledger.
  const lease = await tenantLeaseForRent(db, tenantId);
  if (!lease) throw notFound(msg("rent.noLease"), "NO_LEASE");
  const [standing, paymentReference] = await Promise.all([
    leaseStanding(db, lease, today),
    ensurePaymentReference(db, lease.id, lease.paymentReference),
  ]);
  const payee = payeeOf(lease.payout?.bankAccountNumber != null ? lease.payout : null);
  return {
    leaseId: lease.id,
    propertyName: lease.propertyName,
    unitNumber: lease.unitNumber,
    landlordName: lease.landlordName,
    monthlyRent: standing.monthlyRent,
    currency: standing.currency,
    balance: standing.balance,
    openByGroup: standing.openByGroup,
    paidInAdvance: standing.paidInAdvance,
    nextDueDate: standing.nextDueDate,
    daysOverdue: standing.daysOverdue,
    status: standing.status,
    suggestedAmount: suggestedAmount(standing),
    minAmount: minPayment(standing.currency),
    maxAmount: standing.maxPayable,
    payee,
    paymentReference,
  };
}
