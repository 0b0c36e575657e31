import { smsSize } from "../../../../../common/sms-parts";
import type { DbOrTx } from "../../../db/client";
import { currentWork } from "../../../platform/http/request-context";
import { firstSendableAt } from "../../sms";
import { insertMessage, type MessagePurpose, type NewMessage } from "../queries";

export type { MessagePurpose };

const CODE_TTL_MS = 10 * 60_000;
const MESSAGE_TTL_MS = 24 * 3_600_000;

interface MessageInput {
  to: string;
  purpose: MessagePurpose;
  userId?: string | null;
  /** One message per key (a lease's reminder of a day): queueing it again adds nothing. */
  dedupeKey?: string;
}
export interface SmsInput extends MessageInput {
  body: string;
}
export interface EmailInput extends MessageInput {
  subject: string;
  text: string;
}

/** A queued message: its id, and when it may first go (later than now only for an SMS in the quiet hours). */
export interface Queued {
  id: string;
  sendsAt: Date;
}

/**
 * Puts a message in the outbox, in the caller's transaction: the message exists exactly when what it announces
 * does (docs/decisions/0040). After the commit the caller wakes the sender (deps.outbox.wake); nothing else sends.
 * Null when its dedupe key was used already.
 */
async function queue(
  db: DbOrTx,
  values: Omit<NewMessage, "nextAttemptAt" | "expiresAt" | "requestId">,
  sendsAt: Date,
  now: Date,
): Promise<Queued | null> {
  const id = await insertMessage(db, {
    ...values,
    nextAttemptAt: sendsAt,
    expiresAt: new Date(now.getTime() + (values.purpose === "code" ? CODE_TTL_MS : MESSAGE_TTL_MS)),
    requestId: currentWork()?.id ?? null,
  });
  return id ? { id, sendsAt } : null;
}

/** An SMS: due now, or at 07:00 Kampala when it is not a code and the quiet hours are on. */
export function queueSms(db: DbOrTx, input: SmsInput, now = new Date()): Promise<Queued | null> {
  return queue(
    db,
    {
      channel: "sms",
      to: input.to,
      body: input.body,
      purpose: input.purpose,
      userId: input.userId ?? null,
      dedupeKey: input.dedupeKey ?? null,
      parts: smsSize(input.body).parts,
    },
    firstSendableAt(now, input.purpose),
    now,
  );
}

/** An email: due now (an email wakes nobody at night). */
export function queueEmail(db: DbOrTx, input: EmailInput, now = new Date()): Promise<Queued | null> {
  return queue(
    db,
    {
      channel: "email",
      to: input.to,
      subject: input.subject,
      body: input.text,
      purpose: input.purpose,
      userId: input.userId ?? null,
      dedupeKey: input.dedupeKey ?? null,
    },
    now,
    now,
  );
}
