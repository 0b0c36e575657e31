import { randomUUID } from "node:crypto";
import { msg } from "../../../../../common/i18n/message";
import { PAYMENT_METHOD_LABELS } from "../../../../../common/payment-methods";
import type { DirectPaymentInput } from "../../../../../common/schemas/rent";
import type { AppDeps } from "../../../deps";
import { notFound } from "../../../platform/errors";
import { requestFingerprint } from "../../../platform/http/idempotency";
import { translator } from "../../../platform/i18n";
import { findLandlordLease, leaseView } from "../../leases";
import { deliverNotifications } from "../../notifications";
import { allocatePayment, issueReceipt, lockLease } from "../../tenancy";
import { insertPaymentOnce, paymentByIdempotencyKey, receiptNumberOf } from "../queries";
import { paidOnInstant } from "../rules";
import { requireSameRequest } from "./idempotency";
import { notifyPaid } from "./settle";

/**
 * POST /api/landlord/payments/direct: a payment the landlord received in cash, by bank deposit or by cheque, for a
 * lease of theirs. It is credited to the ledger at once and gets a numbered receipt (the Landlord and Tenant Act
 * 2022 wants one for every payment); the tenant is told (in the app, by email and SMS). The Idempotency-Key makes a
 * double click or a retry one payment.
 */
export async function recordDirectPayment(
  deps: AppDeps,
  landlordId: string,
  input: DirectPaymentInput,
  idempotencyKey: string,
) {
  const lease = await findLandlordLease(deps.db, landlordId, input.leaseId);
  if (!lease?.tenantId) throw notFound(msg("payments.directLeaseNotFound"));
  const settledAt = paidOnInstant(input.paidOn);

  const fingerprint = requestFingerprint(["direct", input]);
  const earlier = await paymentByIdempotencyKey(deps.db, lease.tenantId, idempotencyKey);
  if (earlier) return replayed(deps, landlordId, earlier, fingerprint);

  const view = await leaseView(deps.db, lease.id);
  const result = await deps.db.transaction(async (tx) => {
    // The lease first: inserting a payment share-locks it (the foreign key) and allocating then wants it
    // exclusively, so two payments of one lease at once would deadlock on PostgreSQL.
    await lockLease(tx, lease.id);
    const row = await insertPaymentOnce(tx, {
      leaseId: lease.id,
      tenantId: lease.tenantId!,
      propertyId: lease.propertyId,
      landlordId,
      amount: input.amount,
      currency: view.currency,
      platformFee: 0,
      method: input.method,
      provider: "direct",
      // As the provider names of mobile money are stored (plain words); receipts name the method in any language.
      providerLabel: translator().t(PAYMENT_METHOD_LABELS[input.method]),
      receivedBy: input.receivedBy || null,
      note: input.note || null,
      description: input.note || "",
      reference: randomUUID(),
      idempotencyKey,
      requestFingerprint: fingerprint,
      status: "succeeded",
      expiresAt: settledAt,
      settledAt,
    });
    if (!row) return null; // the same key at the same moment: the other request recorded it
    await allocatePayment(tx, row.id);
    const receipt = await issueReceipt(tx, row.id);
    return { row, receipt, notices: await notifyPaid(tx, deps, row) };
  });
  if (!result)
    return replayed(
      deps,
      landlordId,
      (await paymentByIdempotencyKey(deps.db, lease.tenantId, idempotencyKey))!,
      fingerprint,
    );
  await deliverNotifications(deps, result.notices);
  return { paymentId: result.row.id, receiptNumber: result.receipt.number, created: true };
}

/** The answer to a key used before: that payment if this landlord recorded it with the same request. */
async function replayed(
  deps: Pick<AppDeps, "db">,
  landlordId: string,
  earlier: { id: string; landlordId: string; provider: string; requestFingerprint: string | null },
  fingerprint: string,
) {
  requireSameRequest(
    earlier,
    fingerprint,
    earlier.landlordId === landlordId && earlier.provider === "direct",
  );
  return { paymentId: earlier.id, receiptNumber: await receiptNumberOf(deps.db, earlier.id), created: false };
}
