import { and, asc, eq } from "drizzle-orm";
import { msg } from "../../../../common/i18n/message";
import type { Db, DbOrTx } from "../../db/client";
import { paymentEvents, payments } from "../../db/schema";
import type { PaymentProvider, StatusResult } from "./provider";

/**
 * The built-in sandbox provider (DESIGN.md section 7): it stands in for the payer's phone prompt. Our own page
 * at /pay/sandbox/{reference} asks the payer to approve or decline; the decision is kept as a payment_events
 * row with source 'sandbox' (so it survives restarts and the asynchronous settle), and status() reads it back.
 * A payer number ending in 0000 simulates a wallet without enough money.
 */

export type SandboxDecision = "approved" | "declined";

/** Failure reasons: catalogue messages, stored with the payment and put into words where shown. */
export const SANDBOX_DECLINED = msg("payments.reasonDeclined");
export const SANDBOX_INSUFFICIENT_FUNDS = msg("payments.reasonInsufficientFunds");
export const SANDBOX_CARD_DECLINED = msg("payments.reasonCardDeclined");
/** Test cards of the sandbox card form: the first approves, the second declines. Nothing is stored. */
export const SANDBOX_CARD_APPROVE = "4242424242424242";
export const SANDBOX_CARD_DECLINE = "4000000000000002";

export const sandboxPagePath = (reference: string) => `/pay/sandbox/${encodeURIComponent(reference)}`;

/** The payer's first decision for the payment, if any (a later one never overrides it). */
export async function sandboxDecisionOf(db: DbOrTx, paymentId: string) {
  const [row] = await db
    .select({ status: paymentEvents.status, detail: paymentEvents.detail })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.source, "sandbox")))
    .orderBy(asc(paymentEvents.id))
    .limit(1);
  return row ? { decision: row.status as SandboxDecision, reason: row.detail } : null;
}

export type RecordResult = "recorded" | "already-decided" | "not-pending" | "not-found";

/** Records the payer's decision once, under the payment's row lock (an approve and a decline racing: one wins). */
export async function recordSandboxDecision(
  db: Db,
  reference: string,
  decision: SandboxDecision,
  reason?: string,
): Promise<RecordResult> {
  return db.transaction(async (tx) => {
    const [p] = await tx
      .select({ id: payments.id, status: payments.status, provider: payments.provider })
      .from(payments)
      .where(eq(payments.reference, reference))
      .for("update");
    if (p?.provider !== "sandbox") return "not-found";
    if (p.status !== "pending") return "not-pending";
    if (await sandboxDecisionOf(tx, p.id)) return "already-decided";
    await tx
      .insert(paymentEvents)
      .values({ paymentId: p.id, source: "sandbox", status: decision, detail: reason ?? null });
    return "recorded";
  });
}

export function createSandboxProvider(deps: { db: Db; publicUrl: string }): PaymentProvider {
  return {
    name: "sandbox",
    async initiate(req) {
      return { status: "pending", authorizationUrl: `${deps.publicUrl}${sandboxPagePath(req.reference)}` };
    },
    async status(reference): Promise<StatusResult> {
      const [p] = await deps.db
        .select({
          id: payments.id,
          amount: payments.amount,
          currency: payments.currency,
          phone: payments.phone,
        })
        .from(payments)
        .where(eq(payments.reference, reference))
        .limit(1);
      if (!p) return { status: "failed", failureReason: msg("payments.reasonUnknownReference") };
      const d = await sandboxDecisionOf(deps.db, p.id);
      if (!d) return { status: "pending" };
      if (d.decision === "declined") return { status: "failed", failureReason: d.reason ?? SANDBOX_DECLINED };
      if (p.phone?.endsWith("0000")) return { status: "failed", failureReason: SANDBOX_INSUFFICIENT_FUNDS };
      return {
        status: "succeeded",
        amount: p.amount,
        currency: p.currency,
        providerReference: `SBX-${p.id}`,
      };
    },
    // The sandbox has no webhooks: its page settles the payment itself.
    async verifyWebhook() {
      return null;
    },
  };
}
