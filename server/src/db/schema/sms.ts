import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const smsPurposeEnum = pgEnum("sms_purpose", [
  "code",
  "reminder",
  "receipt",
  "maintenance",
  "invitation",
  "account",
]);
export const smsStatusEnum = pgEnum("sms_status", ["queued", "accepted", "delivered", "failed", "expired"]);

/**
 * The SMS outbox: every message we send, its attempts and its delivery. A message is queued (with the time of its
 * next try), accepted by the provider (awaiting its delivery report), delivered, failed for good, or expired
 * unsent (a code is worthless after 10 minutes).
 */
export const smsMessages = pgTable(
  "sms_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** E.164. */
    to: text("to").notNull(),
    body: text("body").notNull(),
    purpose: smsPurposeEnum("purpose").notNull(),
    parts: integer("parts").notNull(),
    status: smsStatusEnum("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** One message per key (a reminder of a lease on a day): queueing it again adds nothing. */
    dedupeKey: text("dedupe_key"),
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
    index("sms_messages_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    uniqueIndex("sms_messages_provider_id_key").on(t.provider, t.providerMessageId),
    uniqueIndex("sms_messages_dedupe_key").on(t.dedupeKey),
    index("sms_messages_user_idx").on(t.userId, t.createdAt),
    /** Export and erasure find the SMS sent to a number before it had an account (account/queries/export.ts). */
    index("sms_messages_to_idx").on(t.to),
  ],
);
