import { literal, msg } from "../../../../../common/i18n/message";
import { kampalaInstant } from "../../../../../common/kampala-calendar";
import { amountText } from "../../../../../common/money";
import type { proofDecision, proofQueue } from "../../../../../common/schemas/proofs";
import type { z } from "../../../../../common/schemas/zod";
import type { Tx } from "../../../db/client";
import type { AppDeps } from "../../../deps";
import { conflict, notFound } from "../../../platform/errors";
import { pagePath } from "../../../platform/pages";
import { deliverNotifications, type MessageDeps, notify, type StoredNotification } from "../../notifications";
import { requireManagedProperty } from "../../properties";
import { allocatePayment, issueReceipt } from "../../tenancy";
import { receiptNumberOf } from "../queries";
import {
  decideProof,
  leasesWithSimilarCredit,
  lockLandlordProof,
  settleVerifying,
  verifyingProofs,
} from "../queries/proofs";
import { notifyPaid } from "./settle";

type Decision = z.infer<typeof proofDecision>;
const TWO_WEEKS_MS = 14 * 86_400_000;
const proofNotFound = () => notFound(msg("payments.proofNotFound"));

/**
 * Inside the caller's transaction: credits a 'verifying' payment of the landlord (succeeded, allocated to the
 * oldest open charges, a numbered receipt), booked on the day the tenant said they paid. Null when the payment is
 * not the landlord's or not verifying any more: of two confirms, one credits and the other finds it decided.
 * The notices go out after the commit (deliverNotifications).
 */
export async function confirmVerifyingPayment(
  tx: Tx,
  deps: MessageDeps,
  landlordId: string,
  paymentId: string,
  decidedBy: string,
): Promise<{ receiptNumber: number; notices: StoredNotification[] } | null> {
  const locked = await lockLandlordProof(tx, landlordId, paymentId);
  if (locked?.payment.status !== "verifying") return null;
  const row = await settleVerifying(tx, paymentId, {
    status: "succeeded",
    settledAt: locked.payment.expiresAt,
  });
  if (!row) return null;
  await decideProof(tx, paymentId, { decidedBy });
  await allocatePayment(tx, paymentId);
  const receipt = await issueReceipt(tx, paymentId);
  return { receiptNumber: receipt.number, notices: await notifyPaid(tx, deps, row) };
}

/** What a decided proof answers when decided again the same way; the other way is a conflict. */
async function alreadyDecided(
  deps: Pick<AppDeps, "db">,
  p: { id: string; status: string },
  wanted: "succeeded" | "failed",
): Promise<Decision> {
  if (p.status !== wanted)
    throw conflict(
      "ALREADY_DECIDED",
      msg(p.status === "succeeded" ? "payments.proofAlreadyConfirmed" : "payments.proofAlreadyRejected"),
    );
  return { paymentId: p.id, status: wanted, receiptNumber: await receiptNumberOf(deps.db, p.id) };
}

/** POST /api/landlord/payments/:id/confirm: the money arrived; credited exactly once, with a receipt. */
export async function confirmProof(deps: AppDeps, landlordId: string, paymentId: string): Promise<Decision> {
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockLandlordProof(tx, landlordId, paymentId);
    if (!locked) throw proofNotFound();
    if (locked.payment.status !== "verifying") return { kind: "decided" as const, payment: locked.payment };
    const done = await confirmVerifyingPayment(tx, deps, landlordId, paymentId, landlordId);
    if (!done) throw proofNotFound();
    return { kind: "done" as const, ...done };
  });
  if (result.kind === "decided") return alreadyDecided(deps, result.payment, "succeeded");
  await deliverNotifications(deps, result.notices);
  return { paymentId, status: "succeeded", receiptNumber: result.receiptNumber };
}

/** POST /api/landlord/payments/:id/reject: the money did not arrive; nothing is credited, the tenant is told why. */
export async function rejectProof(
  deps: AppDeps,
  landlordId: string,
  paymentId: string,
  reason: string,
): Promise<Decision> {
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockLandlordProof(tx, landlordId, paymentId);
    if (!locked) throw proofNotFound();
    if (locked.payment.status !== "verifying") return { kind: "decided" as const, payment: locked.payment };
    const row = await settleVerifying(tx, paymentId, {
      status: "failed",
      settledAt: new Date(),
      failureReason: literal(reason),
    });
    if (!row) throw proofNotFound();
    await decideProof(tx, paymentId, { decidedBy: landlordId, rejectReason: reason });
    const notices = await notify(tx, deps, {
      userId: row.tenantId,
      type: "payment",
      essential: true,
      priority: "high",
      title: msg("payments.proofNoticeRejectedTitle"),
      message: msg("payments.proofNoticeRejectedMessage", {
        amount: amountText(row.amount, row.currency),
        reason: literal(reason),
      }),
      link: pagePath("/transaction-history"),
    });
    return { kind: "done" as const, notices };
  });
  if (result.kind === "decided") return alreadyDecided(deps, result.payment, "failed");
  await deliverNotifications(deps, result.notices);
  return { paymentId, status: "failed", receiptNumber: null };
}

/** GET /api/landlord/payments/proofs: the selected (or given) property's proofs waiting for a decision. */
export async function proofQueueOf(
  deps: Pick<AppDeps, "db">,
  landlordId: string,
  propertyId?: number,
): Promise<z.infer<typeof proofQueue>> {
  const property = await requireManagedProperty(deps.db, landlordId, propertyId);
  const { rows, total } = await verifyingProofs(deps.db, landlordId, property.id);
  const paidAt = rows.map((r) => kampalaInstant(r.paidOn, "12:00:00").getTime());
  const similar = await leasesWithSimilarCredit(
    deps.db,
    rows,
    new Date(Math.min(...paidAt) - TWO_WEEKS_MS),
    new Date(Math.max(...paidAt) + TWO_WEEKS_MS),
  );
  return {
    total,
    items: rows.map(({ firstName, lastName, leaseId: _, submittedAt, contentType, method, ...r }) => ({
      ...r,
      method: method as "bank_deposit" | "bank_transfer" | "mobile_money",
      tenantName: `${firstName} ${lastName}`.trim(),
      submittedAt: submittedAt.toISOString(),
      file: contentType === "application/pdf" ? ("pdf" as const) : ("image" as const),
      possibleDuplicate: similar.has(r.paymentId),
    })),
  };
}
