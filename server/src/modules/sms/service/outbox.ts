import { smsSize } from "../../../../../common/sms-parts";
import type { DbOrTx } from "../../../db/client";
import type { SmsSender } from "../../../platform/sms/sender";
import { claimSms, dueSmsIds, insertSms, type SmsPurpose, type SmsRow, updateSms } from "../queries";
import { firstSendableAt } from "../quiet-hours";

export type { SmsPurpose };

export interface SmsDeps {
  db: DbOrTx;
  sms: SmsSender | null;
}

/** Minutes to wait after the 1st, 2nd ... failed try; after the last, the message fails. */
const BACKOFF_MINUTES = [1, 5, 15, 60, 240];
const CODE_TTL_MS = 10 * 60_000;
const MESSAGE_TTL_MS = 24 * 3_600_000;

export interface SmsInput {
  to: string;
  body: string;
  purpose: SmsPurpose;
  userId?: string | null;
  /** One message per key (a lease's reminder of a day): queueing it again adds nothing. */
  dedupeKey?: string;
}

/**
 * Puts a message in the outbox (in the caller's transaction when given one): due now, or at 07:00 Kampala when it
 * is not a code and the quiet hours are on. Returns its id, or null when its dedupe key was used already.
 */
export function queueSms(db: DbOrTx, input: SmsInput, now = new Date()): Promise<string | null> {
  return insertSms(db, {
    to: input.to,
    body: input.body,
    purpose: input.purpose,
    userId: input.userId ?? null,
    dedupeKey: input.dedupeKey ?? null,
    parts: smsSize(input.body).parts,
    nextAttemptAt: firstSendableAt(now, input.purpose),
    expiresAt: new Date(now.getTime() + (input.purpose === "code" ? CODE_TTL_MS : MESSAGE_TTL_MS)),
  });
}

/** A code's text is kept only while it may still be sent: once sent, refused or expired, its digits go. */
const finalBody = (row: SmsRow) => (row.purpose === "code" ? row.body.replace(/\d/g, "•") : row.body);

export type SmsOutcome = "accepted" | "rejected" | "retry" | "expired" | "skipped";

/** One try of a queued message that is due (claimed first, so it is never sent twice at once). */
export async function attemptSms(deps: SmsDeps, id: string, now = new Date()): Promise<SmsOutcome> {
  const row = await claimSms(deps.db, id, now);
  if (!row) return "skipped";
  if (row.expiresAt <= now) {
    await updateSms(deps.db, id, { status: "expired", body: finalBody(row) });
    return "expired";
  }
  if (!deps.sms) {
    await updateSms(deps.db, id, {
      status: "failed",
      failureReason: "no SMS provider",
      body: finalBody(row),
    });
    return "rejected";
  }
  const result = await deps.sms.send(row.to, row.body);
  if (result.outcome === "accepted") {
    await updateSms(deps.db, id, {
      status: "accepted",
      provider: deps.sms.name,
      providerMessageId: result.providerMessageId,
      statusCode: result.statusCode,
      cost: result.cost,
      sentAt: now,
      body: finalBody(row),
    });
    return "accepted";
  }
  const wait = BACKOFF_MINUTES[row.attempts - 1];
  const next =
    wait === undefined ? null : firstSendableAt(new Date(now.getTime() + wait * 60_000), row.purpose);
  if (result.outcome === "rejected" || !next || next >= row.expiresAt) {
    await updateSms(deps.db, id, {
      status: "failed",
      statusCode: result.statusCode,
      failureReason: result.reason,
      body: finalBody(row),
    });
    return "rejected";
  }
  await updateSms(deps.db, id, {
    statusCode: result.statusCode,
    failureReason: result.reason,
    nextAttemptAt: next,
  });
  return "retry";
}

/**
 * Queues a message and tries it at once (a code the person is waiting for); the outbox retries it if needed. In
 * the quiet hours a message that is not a code is not tried: it is `held` until `sendsAt` (07:00 Kampala).
 */
export async function sendSmsNow(
  deps: SmsDeps,
  input: SmsInput,
  now = new Date(),
): Promise<{ id: string | null; outcome: SmsOutcome | "held"; sendsAt?: Date }> {
  const id = await queueSms(deps.db, input, now);
  if (!id) return { id: null, outcome: "skipped" };
  const sendsAt = firstSendableAt(now, input.purpose);
  if (sendsAt > now) return { id, outcome: "held", sendsAt };
  return { id, outcome: await attemptSms(deps, id, now) };
}

/** The outbox worker: every message that is due gets its try. Returns how many were tried. */
export async function deliverDueSms(deps: SmsDeps, now = new Date()): Promise<number> {
  let tried = 0;
  for (;;) {
    const ids = await dueSmsIds(deps.db, now, 50);
    let progress = 0;
    for (const id of ids) if ((await attemptSms(deps, id, now)) !== "skipped") progress += 1;
    tried += progress;
    // A full batch that another worker holds entirely is left to it.
    if (ids.length < 50 || progress === 0) return tried;
  }
}
