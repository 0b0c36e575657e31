import { randomUUID } from "node:crypto";
import { msg } from "../../../../../common/i18n/message";
import { addDays, kampalaDayStart } from "../../../../../common/kampala-calendar";
import type { LineStatus } from "../../../../../common/schemas/reconciliation";
import type { Tx } from "../../../db/client";
import { conflict } from "../../../platform/errors";
import type { MessageDeps, StoredNotification } from "../../notifications";
import {
  confirmVerifyingPayment,
  insertPaymentOnce,
  notifyPaid,
  paymentByIdempotencyKey,
  receiptNumberOf,
} from "../../payments";
import { allocatePayment, issueReceipt, lockLease } from "../../tenancy";
import {
  type LineRow,
  markConfirmed,
  recordedPaymentFor,
  verifyingPaymentFor,
  type Window,
} from "../queries";

/** A payment this far from the line's value date may be the same money (a slip dated a few days off). */
const WINDOW_DAYS = 14;
const NOON_MS = 12 * 3_600_000;

export interface LeaseToCredit {
  id: string;
  tenantId: string;
  propertyId: number;
}

export interface Confirmed {
  /** credited: the ledger got the money now (a new payment, or the tenant's proof confirmed); linked: it had it. */
  kind: "credited" | "linked";
  receiptNumber: number | null;
  notices: StoredNotification[];
}

function windowAround(day: string): Window {
  const fromDay = addDays(day, -WINDOW_DAYS);
  const toDay = addDays(day, WINDOW_DAYS);
  return { fromDay, toDay, from: kampalaDayStart(fromDay), to: kampalaDayStart(addDays(toDay, 1)) };
}

/**
 * Confirms a locked, undecided line for the lease, in the caller's transaction, crediting the money at most once:
 * 1. a tenant's proof of the same amount near the line's date, still waiting: confirmed, and the line proves it;
 * 2. else a payment of the same amount near that date that the landlord recorded (cash, deposit, transfer,
 *    cheque) or confirmed before, proven by no other line: the line proves it, nothing is credited again;
 * 3. else a new bank transfer payment, credited with a receipt. Its idempotency key is the line's, so the unique
 *    (tenant, key) index refuses a second one whatever happens.
 * The line is then marked confirmed only if still undecided (`from`) and unlinked.
 */
export async function confirmLockedLine(
  tx: Tx,
  deps: MessageDeps,
  landlordId: string,
  line: LineRow,
  lease: LeaseToCredit,
  from: readonly LineStatus[],
): Promise<Confirmed> {
  const w = windowAround(line.valueDate);
  const settledAt = new Date(kampalaDayStart(line.valueDate).getTime() + NOON_MS);
  let result: Confirmed & { paymentId: string };

  // A proof is locked (payment, then lease) the way the landlord's proof queue locks it.
  const proof = await verifyingPaymentFor(tx, lease.id, line.amount, line.valueDate, w);
  const proven = proof ? await confirmVerifyingPayment(tx, deps, landlordId, proof, landlordId) : null;
  if (proof && proven) {
    result = { kind: "credited", paymentId: proof, ...proven };
  } else {
    // The lease first: a new payment's foreign key share-locks it, and two such inserts would then deadlock on
    // the allocation's lock of the lease.
    await lockLease(tx, lease.id);
    const recorded = await recordedPaymentFor(tx, lease.id, line.amount, settledAt, w);
    result = recorded
      ? {
          kind: "linked",
          paymentId: recorded,
          receiptNumber: await receiptNumberOf(tx, recorded),
          notices: [],
        }
      : await creditLine(tx, deps, landlordId, line, lease, settledAt);
  }

  const marked = await markConfirmed(tx, line.id, from, { leaseId: lease.id, paymentId: result.paymentId });
  if (!marked) throw new Error(`statement line ${line.id} was decided under its lock`);
  return result;
}

/** A new payment of the line's amount, credited at once with a numbered receipt (as direct.ts records one). */
async function creditLine(
  tx: Tx,
  deps: MessageDeps,
  landlordId: string,
  line: LineRow,
  lease: LeaseToCredit,
  settledAt: Date,
): Promise<Confirmed & { paymentId: string }> {
  const idempotencyKey = `statement-line:${line.id}`;
  const row = await insertPaymentOnce(tx, {
    leaseId: lease.id,
    tenantId: lease.tenantId,
    propertyId: lease.propertyId,
    landlordId,
    amount: line.amount,
    currency: "UGX",
    platformFee: 0,
    method: "bank_transfer",
    provider: "statement",
    providerLabel: line.bank,
    note: line.reference,
    description: line.description,
    reference: randomUUID(),
    idempotencyKey,
    status: "succeeded",
    expiresAt: settledAt,
    settledAt,
  });
  if (!row) {
    // Only a payment of this very line holds the key: it is credited already.
    const earlier = await paymentByIdempotencyKey(tx, lease.tenantId, idempotencyKey);
    // Tenants' keys are their own; one shaped like a line's must not pass for the line's payment.
    if (earlier?.provider !== "statement" || earlier.landlordId !== landlordId)
      throw conflict("IDEMPOTENCY_KEY_REUSED", msg("payments.keyReused"));
    return {
      kind: "linked",
      paymentId: earlier!.id,
      receiptNumber: await receiptNumberOf(tx, earlier!.id),
      notices: [],
    };
  }
  await allocatePayment(tx, row.id);
  const receipt = await issueReceipt(tx, row.id);
  return {
    kind: "credited",
    paymentId: row.id,
    receiptNumber: receipt.number,
    notices: await notifyPaid(tx, deps, row),
  };
}
