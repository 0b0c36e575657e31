import { msg } from "../../../../../common/i18n/message";
import type { DbOrTx } from "../../../db/client";
import {
  idempotencyKeyReused,
  refuseOtherRequest,
  requestFingerprint,
} from "../../../platform/http/idempotency";
import type { Translator } from "../../../platform/i18n";
import type { ProviderLog } from "../../../platform/payments/http";
import { type PaymentRow, paymentByIdempotencyKey, retireIdempotencyKey } from "../queries";

/**
 * How a payment call was made: the Idempotency-Key header, where provider calls are logged, and the caller's
 * language for the answer's messages (the source language when not given).
 */
export interface StartOptions {
  idempotencyKey?: string;
  log?: ProviderLog;
  tr?: Translator;
}

/** How long an identical request without a key counts as a repeat of the first (a double tap, a retry). */
export const REPEAT_WINDOW_MS = 2 * 60_000;

/** Still the same attempt: pending or paid, and started within the window. A failed one may be tried again. */
const isRepeatOf = (p: PaymentRow, now: number) =>
  (p.status === "pending" || p.status === "succeeded") && now - p.createdAt.getTime() < REPEAT_WINDOW_MS;

export const KEY_REUSED = msg("payments.keyReused");

/**
 * The idempotency key of a call that pays, and the fingerprint of its request (stored with the payment). The
 * caller's own key (the Idempotency-Key header) names one payment for good. Without one, the key is derived from
 * the request itself: an identical request within the window gets the first payment back. Once that payment has
 * failed or the window has passed, its key is retired, so the same request starts a new payment; of two racing
 * requests the unique index still lets only one insert.
 */
export async function idempotencyFor(
  db: DbOrTx,
  tenantId: string,
  callerKey: string | undefined,
  request: readonly unknown[],
  now = Date.now(),
): Promise<{ key: string; fingerprint: string }> {
  const fingerprint = requestFingerprint(request);
  if (callerKey) return { key: callerKey, fingerprint };
  const key = `auto:${fingerprint}`;
  const earlier = await paymentByIdempotencyKey(db, tenantId, key);
  if (earlier && !isRepeatOf(earlier, now)) await retireIdempotencyKey(db, earlier.id, key);
  return { key, fingerprint };
}

/**
 * A payment found by the key answers this request only if the same request made it: another kind of payment, or
 * the same kind asked differently (another amount), is 422 IDEMPOTENCY_KEY_REUSED (decision 0006).
 */
export function requireSameRequest(
  earlier: { requestFingerprint: string | null },
  fingerprint: string,
  sameKind: boolean,
): void {
  if (!sameKind) throw idempotencyKeyReused(KEY_REUSED);
  refuseOtherRequest(earlier.requestFingerprint, fingerprint, KEY_REUSED);
}
