import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const messageChannelEnum = pgEnum("message_channel", ["sms", "email"]);
/** What a message is: a code is sent at any hour and expires with it; the rest wait out the SMS quiet hours. */
export const messagePurposeEnum = pgEnum("message_purpose", [
  "code",
  "reminder",
  "receipt",
  "maintenance",
  "invitation",
  "account",
  "notice",
]);
export const messageStatusEnum = pgEnum("message_status", [
  "queued",
  "accepted",
  "delivered",
  "failed",
  "expired",
]);

/**
 * The outbox (docs/decisions/0040): every SMS and email we send, written in the transaction of what it announces,
 * with its attempts and its delivery. A message is queued (with the time of its next try), accepted by the SMS
 * provider or the mail server (an SMS then awaits its delivery report), delivered, failed for good, or expired
 * unsent (a code is worthless after 10 minutes).
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: messageChannelEnum("channel").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** E.164 for an SMS, the address for an email. */
    to: text("to").notNull(),
    /** An email's subject; null for an SMS. */
    subject: text("subject"),
    body: text("body").notNull(),
    purpose: messagePurposeEnum("purpose").notNull(),
    /** An SMS's parts (what it costs); null for an email. */
    parts: integer("parts"),
    status: messageStatusEnum("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** One message per key (a reminder of a lease on a day): queueing it again adds nothing. */
    dedupeKey: text("dedupe_key"),
    /** The request (or job) that queued it: every log line about its sending names it. */
    requestId: text("request_id"),
    provider: text("provider"),
    providerMessageId: text("provider_message_id"),
    statusCode: integer("status_code"),
    failureReason: text("failure_reason"),
    cost: text("cost"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_messages_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    uniqueIndex("outbox_messages_provider_id_key").on(t.provider, t.providerMessageId),
    uniqueIndex("outbox_messages_dedupe_key").on(t.dedupeKey),
    index("outbox_messages_user_idx").on(t.userId, t.createdAt),
    /** Export and erasure find what was sent to a number or address before it had an account (account/queries/export.ts). */
    index("outbox_messages_to_idx").on(t.to),
  ],
);
