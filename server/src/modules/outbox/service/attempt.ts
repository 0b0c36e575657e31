import type { DbOrTx } from "../../../db/client";
import { currentWork, type WorkLog } from "../../../platform/http/request-context";
import type { Mailer } from "../../../platform/notify/mailer";
import type { SmsAttempt, SmsSender } from "../../../platform/sms/sender";
import { firstSendableAt } from "../../sms";
import { claimMessage, dueMessageIds, type MessageRow, type NewMessage, updateMessage } from "../queries";

export interface SendDeps {
  db: DbOrTx;
  sms: SmsSender | null;
  mailer: Mailer;
  /** Where a failure is logged outside a request or job. */
  log?: WorkLog;
}

/** Minutes to wait after the 1st, 2nd ... failed try; after the last, the message fails. */
const BACKOFF_MINUTES = [1, 5, 15, 60, 240];

/** A code's text is kept only while it may still be sent: once sent, refused or expired, its digits go. */
const finalBody = (row: MessageRow) => (row.purpose === "code" ? row.body.replace(/\d/g, "•") : row.body);

export type SendOutcome = "accepted" | "rejected" | "retry" | "expired" | "skipped";

/** One try of a channel: what the provider or the mail server made of it. */
async function send(deps: SendDeps, row: MessageRow): Promise<SmsAttempt & { provider: string }> {
  if (row.channel === "email") {
    const sent = await deps.mailer.send({ to: row.to, subject: row.subject ?? "", text: row.body });
    if (sent.outcome === "sent")
      return { outcome: "accepted", provider: "smtp", providerMessageId: null, statusCode: 250, cost: null };
    if (sent.outcome === "failed")
      return { outcome: "retry", provider: "smtp", statusCode: null, reason: sent.reason };
    return { outcome: "rejected", provider: "smtp", statusCode: null, reason: "no mail server" };
  }
  if (!deps.sms)
    return { outcome: "rejected", provider: "none", statusCode: null, reason: "no SMS provider" };
  return { ...(await deps.sms.send(row.to, row.body)), provider: deps.sms.name };
}

/**
 * One try of a queued message that is due (claimed first, so it is never sent twice at once, by this process or
 * another). A failure is written on the message and logged with the request that queued it; it is tried again
 * after 1, 5, 15, 60 and 240 minutes, then fails.
 */
export async function attemptMessage(deps: SendDeps, id: string, now = new Date()): Promise<SendOutcome> {
  const row = await claimMessage(deps.db, id, now);
  if (!row) return "skipped";
  if (row.expiresAt <= now) {
    await updateMessage(deps.db, id, { status: "expired", body: finalBody(row) });
    logNotSent(deps, row, "expired unsent", null);
    return "expired";
  }
  const result = await send(deps, row);
  if (result.outcome === "accepted") {
    await updateMessage(deps.db, id, {
      status: "accepted",
      provider: result.provider,
      providerMessageId: result.providerMessageId,
      statusCode: result.statusCode,
      cost: result.cost,
      sentAt: now,
      body: finalBody(row),
    });
    return "accepted";
  }
  const wait = BACKOFF_MINUTES[row.attempts - 1];
  const next = wait === undefined ? null : nextTry(row, new Date(now.getTime() + wait * 60_000));
  const change: Partial<NewMessage> = { statusCode: result.statusCode, failureReason: result.reason };
  if (result.outcome === "rejected" || !next || next >= row.expiresAt) {
    await updateMessage(deps.db, id, { ...change, status: "failed", body: finalBody(row) });
    logNotSent(deps, row, result.reason, null);
    return "rejected";
  }
  await updateMessage(deps.db, id, { ...change, nextAttemptAt: next });
  logNotSent(deps, row, result.reason, next);
  return "retry";
}

/** An SMS's next try waits out the quiet hours; an email's does not. */
const nextTry = (row: MessageRow, at: Date) =>
  row.channel === "sms" ? firstSendableAt(at, row.purpose) : at;

/**
 * The log line of a message that did not go: which one (never its text or address: a code may be in it), why,
 * whether it is tried again, and the request that queued it; in the request or job under way when there is one.
 */
function logNotSent(deps: SendDeps, row: MessageRow, reason: string, retryAt: Date | null) {
  const log = currentWork()?.log ?? deps.log;
  const line = {
    messageId: row.id,
    channel: row.channel,
    purpose: row.purpose,
    attempts: row.attempts,
    reason,
    retryAt: retryAt?.toISOString() ?? null,
    requestId: row.requestId,
  };
  const text = retryAt ? "message not sent: tried again later" : "message not sent, for good";
  if (log) log.warn(line, text);
  else console.warn(text, line);
}

/** The outbox worker: every message that is due gets its try. Returns how many were tried. */
export async function deliverDueMessages(deps: SendDeps, now = new Date()): Promise<number> {
  let tried = 0;
  for (;;) {
    const ids = await dueMessageIds(deps.db, now, 50);
    let progress = 0;
    for (const id of ids) if ((await attemptMessage(deps, id, now)) !== "skipped") progress += 1;
    tried += progress;
    // A full batch that another worker holds entirely is left to it.
    if (ids.length < 50 || progress === 0) return tried;
  }
}
