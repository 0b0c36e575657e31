import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type {
  confirmPaymentInput,
  createPaymentIntentInput,
  createPaymentIntentResponse,
  verifyResponse,
} from "../../../../common/schemas/rent";
import { payments } from "../../db/schema";
import { badRequest } from "../../platform/errors";
import { isUuid, type ProviderLog } from "../../platform/payments/http";
import { sandboxPagePath } from "../../platform/payments/sandbox";
import { kampalaToday } from "../rent/dates";
import { leaseStanding } from "../rent/ledger";
import { requireTenantActiveLease } from "../rent/rent.service";
import { idempotencyKeyFor, type StartOptions } from "./idempotency";
import { insertPendingPayment, START_FAILED, startWithProvider } from "./initiate";
import { initiateDetailOf, type PaymentRow, paymentByIdempotencyKey, paymentNotFound } from "./queries";
import { resolveAmount } from "./rules";
import { type SettleDeps, settlePayment } from "./settle";
import { resultMessage, verifyAnswer } from "./verify.service";

type IntentInput = z.output<typeof createPaymentIntentInput>;
type IntentResponse = z.infer<typeof createPaymentIntentResponse>;

export const CARD_LABEL = "Card";

/**
 * POST /api/create-payment-intent: a card payment. With Stripe keys the client confirms the returned
 * PaymentIntent client secret in Stripe's widget; without them the browser goes to the sandbox card form.
 */
export async function createPaymentIntent(
  deps: SettleDeps,
  tenantId: string,
  input: IntentInput,
  { idempotencyKey: headerKey, log }: StartOptions = {},
): Promise<IntentResponse> {
  const idempotencyKey = await idempotencyKeyFor(deps.db, tenantId, headerKey ?? input.idempotencyKey, [
    "card",
    input.amount ?? null,
    input.paymentId ?? null,
  ]);
  const existing = await paymentByIdempotencyKey(deps.db, tenantId, idempotencyKey);
  if (existing) return intentAnswer(deps, existing);

  const lease = await requireTenantActiveLease(deps.db, tenantId);
  const standing = await leaseStanding(deps.db, lease, kampalaToday());
  const amount = resolveAmount(input.amount, standing, null);
  const provider = deps.payments.card;
  const { payment, created } = await insertPendingPayment(deps, {
    tenantId,
    lease,
    amount,
    method: "card",
    provider,
    providerLabel: CARD_LABEL,
    phone: null,
    accountName: null,
    description: `Rent for unit ${lease.unitNumber}, ${lease.propertyName}`,
    idempotencyKey,
  });
  if (!created) return intentAnswer(deps, payment);

  const outcome = await startWithProvider(deps, payment, provider, { description: payment.description }, log);
  if (outcome.kind === "failed") {
    throw badRequest("PAYMENT_START_FAILED", outcome.payment.failureReason || START_FAILED);
  }
  return intentAnswer(deps, outcome.payment);
}

async function intentAnswer(deps: SettleDeps, p: PaymentRow): Promise<IntentResponse> {
  if (p.method !== "card") {
    throw badRequest("IDEMPOTENCY_KEY_REUSED", "This payment key was already used for another payment.");
  }
  if (p.status === "failed" || p.status === "expired") {
    throw badRequest("PAYMENT_START_FAILED", resultMessage(p));
  }
  const stripe = p.provider === "stripe";
  const detail = stripe ? await initiateDetailOf(deps.db, p.id) : {};
  return {
    // The sandbox needs no secret: the reference names the payment on its card form.
    clientSecret: (stripe ? detail.clientSecret : null) ?? p.reference,
    reference: p.reference,
    provider: stripe ? "stripe" : "sandbox",
    publishableKey: stripe ? (deps.config.payments.stripe?.publishableKey ?? null) : null,
    authorization_url: stripe ? null : `${deps.config.publicUrl}${sandboxPagePath(p.reference)}?method=card`,
  };
}

/**
 * POST /api/confirm-payment: Stripe's widget reported success. The PaymentIntent must be the one this payment
 * created (the sandbox's "intent" is our reference); the payment is then settled with a status check.
 */
export async function confirmCardPayment(
  deps: SettleDeps,
  tenantId: string,
  input: z.output<typeof confirmPaymentInput>,
  log?: ProviderLog,
): Promise<z.infer<typeof verifyResponse>> {
  if (!isUuid(input.paymentId)) throw paymentNotFound();
  const [p] = await deps.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.id, input.paymentId), eq(payments.tenantId, tenantId), eq(payments.method, "card")),
    )
    .limit(1);
  if (!p) throw paymentNotFound();
  const expected = p.provider === "stripe" ? p.providerReference : p.reference;
  if (!expected || expected !== input.stripePaymentIntentId) {
    throw badRequest("PAYMENT_MISMATCH", "This card payment does not match the payment being confirmed.");
  }
  const settled = p.status === "pending" ? await settlePayment(deps, p.reference, "return", log) : p;
  return verifyAnswer(deps, settled ?? p);
}
