import type { z } from "zod";
import { asMessage, msg } from "../../../../../common/i18n/message";
import { kampalaToday } from "../../../../../common/kampala-calendar";
import type {
  confirmPaymentInput,
  createPaymentIntentInput,
  createPaymentIntentResponse,
  verifyResponse,
} from "../../../../../common/schemas/rent";
import { badRequest } from "../../../platform/errors";
import type { Translator } from "../../../platform/i18n";
import { isUuid, type ProviderLog } from "../../../platform/payments/http";
import { sandboxPagePath } from "../../../platform/payments/sandbox";
import { requireTenantActiveLease } from "../../rent";
import { leaseStanding } from "../../tenancy";
import { initiateDetailOf, ownCardPayment, type PaymentRow, paymentByIdempotencyKey } from "../queries";
import { resolveAmount } from "../rules";
import { idempotencyFor, requireSameRequest, type StartOptions } from "./idempotency";
import { defaultDescription, insertPendingPayment, START_FAILED, startWithProvider } from "./initiate";
import { type SettleDeps, settlePayment } from "./settle";
import { paymentNotFound, resultMessage, verifyAnswer } from "./verify";

type IntentInput = z.output<typeof createPaymentIntentInput>;
type IntentResponse = z.infer<typeof createPaymentIntentResponse>;

/** The provider label of card payments: stored data, like the mobile money providers' names. */
const CARD_LABEL = "Card";

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
  const { key: idempotencyKey, fingerprint } = await idempotencyFor(
    deps.db,
    tenantId,
    headerKey ?? input.idempotencyKey,
    ["card", input.amount ?? null, input.paymentId ?? null],
  );
  const existing = await paymentByIdempotencyKey(deps.db, tenantId, idempotencyKey);
  if (existing) return repeatAnswer(deps, existing, fingerprint);

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
    description: defaultDescription(lease),
    idempotencyKey,
    requestFingerprint: fingerprint,
  });
  if (!created) return repeatAnswer(deps, payment, fingerprint);

  const outcome = await startWithProvider(deps, payment, provider, { description: payment.description }, log);
  if (outcome.kind === "failed") {
    throw badRequest(
      "PAYMENT_START_FAILED",
      outcome.payment.failureReason ? asMessage(outcome.payment.failureReason) : START_FAILED,
    );
  }
  return intentAnswer(deps, outcome.payment);
}

/** The answer for a payment that already exists (same idempotency key), if the same request made it. */
function repeatAnswer(deps: SettleDeps, p: PaymentRow, fingerprint: string): Promise<IntentResponse> {
  requireSameRequest(p, fingerprint, p.method === "card");
  return intentAnswer(deps, p);
}

async function intentAnswer(deps: SettleDeps, p: PaymentRow): Promise<IntentResponse> {
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
  tr: Translator,
  log?: ProviderLog,
): Promise<z.infer<typeof verifyResponse>> {
  if (!isUuid(input.paymentId)) throw paymentNotFound();
  const p = await ownCardPayment(deps.db, tenantId, input.paymentId);
  if (!p) throw paymentNotFound();
  const expected = p.provider === "stripe" ? p.providerReference : p.reference;
  if (!expected || expected !== input.stripePaymentIntentId) {
    throw badRequest("PAYMENT_MISMATCH", msg("payments.cardMismatch"));
  }
  const settled = p.status === "pending" ? await settlePayment(deps, p.reference, "return", log) : p;
  return verifyAnswer(deps, settled ?? p, tr);
}
