import { createHash } from "node:crypto";
import { type Message, msg } from "../../../../common/i18n/message";
import { AppError } from "../errors";

/**
 * The Idempotency-Key rule of every keyed route (docs/decisions/0006): the same key with the same request answers
 * what the first one did; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED, never the first
 * answer (a second payment of another amount would be dropped while the screen said it was made).
 */

/**
 * SHA-256 of what a request asks, as the route parsed it (trimmed, normalised: the same form sent again gives the
 * same text), written with sorted object keys so the order fields came in does not matter. Files are part of it
 * by their own digest (`fileDigest`).
 */
export function requestFingerprint(request: unknown): string {
  return createHash("sha256").update(stableJson(request)).digest("hex");
}

export const fileDigest = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export const idempotencyKeyReused = (message = msg("errors.IDEMPOTENCY_KEY_REUSED")) =>
  new AppError(422, "IDEMPOTENCY_KEY_REUSED", message);

/**
 * Refuses a key whose first use was another request. `stored` is the fingerprint kept with what the key made; a
 * row from before fingerprints were kept (null) cannot be told apart and answers as it did.
 */
export function refuseOtherRequest(stored: string | null, fingerprint: string, message?: Message): void {
  if (stored !== null && stored !== fingerprint) throw idempotencyKeyReused(message);
}
