import { randomUUID } from "node:crypto";
import { msg } from "../../../../../common/i18n/message";
import { translator } from "../../../platform/i18n";
import { pagePath } from "../../../platform/pages";
import type { ProviderLog } from "../../../platform/payments/http";
import {
  type InitiateRequest,
  type InitiateResult,
  type PaymentProvider,
  ProviderUnavailableError,
} from "../../../platform/payments/provider";
import { sandboxPagePath } from "../../../platform/payments/sandbox";
import {
  failPendingPayment,
  type InitiateDetail,
  insertPaymentOnce,
  type PaymentRow,
  paymentByIdempotencyKey,
  recordEvent,
  setProviderReference,
  type TenantLease,
} from "../queries";
import { type SettleDeps, settlePayment } from "./settle";

/** Real providers' requests stay open this long; the sandbox's for SANDBOX_PAYMENT_TIMEOUT_SECONDS. */
const REAL_PROVIDER_TIMEOUT_MS = 30 * 60_000;

export const START_FAILED = msg("payments.startFailed");

/** A payment's description when the tenant gives none: stored, and sent to the provider. */
export const defaultDescription = (lease: { unitNumber: string; propertyName: string }) =>
  translator().t("payments.defaultDescription", { unit: lease.unitNumber, property: lease.propertyName });

const CALLBACK_PATHS: Record<PaymentProvider["name"], (reference: string) => string> = {
  sandbox: sandboxPagePath,
  "mtn-momo": () => "/api/payments/callback/mtn-momo",
  flutterwave: () => "/api/payments/webhook/flutterwave",
  stripe: () => "/api/payments/webhook/stripe",
};

export interface NewPayment {
  tenantId: string;
  lease: TenantLease;
  amount: number;
  method: "mobile_money" | "card";
  provider: PaymentProvider;
  providerLabel: string;
  phone: string | null;
  accountName: string | null;
  description: string;
  idempotencyKey: string;
  requestFingerprint: string;
}

/**
 * Inserts the pending payment, exactly once per (tenant, idempotency key): of two concurrent requests with one
 * key, the unique index lets one insert and the other gets the existing payment back (`created: false`).
 */
export async function insertPendingPayment(
  deps: SettleDeps,
  n: NewPayment,
): Promise<{ payment: PaymentRow; created: boolean }> {
  const timeoutMs =
    n.provider.name === "sandbox"
      ? deps.config.payments.sandboxTimeoutSeconds * 1000
      : REAL_PROVIDER_TIMEOUT_MS;
  const row = await insertPaymentOnce(deps.db, {
    leaseId: n.lease.id,
    tenantId: n.tenantId,
    propertyId: n.lease.propertyId,
    landlordId: n.lease.landlordId,
    amount: n.amount,
    currency: n.lease.currency,
    method: n.method,
    provider: n.provider.name,
    providerLabel: n.providerLabel,
    phone: n.phone,
    accountName: n.accountName,
    description: n.description,
    reference: randomUUID(),
    idempotencyKey: n.idempotencyKey,
    requestFingerprint: n.requestFingerprint,
    expiresAt: new Date(Date.now() + timeoutMs),
  });
  if (row) return { payment: row, created: true };
  const existing = await paymentByIdempotencyKey(deps.db, n.tenantId, n.idempotencyKey);
  if (!existing) throw new Error("idempotency conflict without a payment");
  return { payment: existing, created: false };
}

export type StartOutcome =
  | { kind: "pending"; payment: PaymentRow; detail: InitiateDetail }
  | { kind: "unavailable"; payment: PaymentRow; detail: InitiateDetail }
  | { kind: "failed"; payment: PaymentRow; detail: InitiateDetail };

/**
 * Asks the provider to start collecting. Unreachable → the payment stays pending (polled later); a refusal →
 * failed; an immediate success goes through the settle step like any other report.
 */
export async function startWithProvider(
  deps: SettleDeps,
  payment: PaymentRow,
  provider: PaymentProvider,
  req: Omit<InitiateRequest, "reference" | "amount" | "currency" | "callbackUrl" | "returnUrl">,
  log?: ProviderLog,
): Promise<StartOutcome> {
  const { publicUrl } = deps.config;
  let result: InitiateResult;
  try {
    result = await provider.initiate({
      ...req,
      reference: payment.reference,
      amount: payment.amount,
      currency: payment.currency,
      callbackUrl: `${publicUrl}${CALLBACK_PATHS[provider.name](payment.reference)}`,
      returnUrl: `${publicUrl}${pagePath("/payment-success", { query: { reference: payment.reference } })}`,
    });
  } catch (err) {
    if (err instanceof ProviderUnavailableError) {
      const detail = { authorizationUrl: null, message: err.message };
      await recordEvent(deps.db, payment.id, "initiate", "unavailable", detail);
      return { kind: "unavailable", payment, detail };
    }
    log?.error({ err, reference: payment.reference, provider: provider.name }, "payment initiate failed");
    return fail(deps, payment, START_FAILED);
  }

  if (result.providerReference && !payment.providerReference) {
    payment = (await setProviderReference(deps.db, payment.id, result.providerReference)) ?? payment;
  }
  if (result.status === "failed") return fail(deps, payment, result.failureReason || START_FAILED);

  const detail: InitiateDetail = {
    authorizationUrl: result.authorizationUrl ?? null,
    clientSecret: result.clientSecret ?? null,
  };
  await recordEvent(deps.db, payment.id, "initiate", result.status, detail);
  if (result.status === "succeeded") {
    payment = (await settlePayment(deps, payment.reference, "initiate", log)) ?? payment;
  }
  return { kind: "pending", payment, detail };
}

async function fail(deps: SettleDeps, payment: PaymentRow, reason: string): Promise<StartOutcome> {
  const detail = { authorizationUrl: null, message: reason };
  await recordEvent(deps.db, payment.id, "initiate", "failed", detail);
  const row = await failPendingPayment(deps.db, payment.id, reason);
  return { kind: "failed", payment: row ?? payment, detail };
}
