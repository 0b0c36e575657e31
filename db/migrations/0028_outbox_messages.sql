-- One outbox for SMS and email (docs/decisions/0040): the SMS outbox becomes outbox_messages, with a channel.
ALTER TYPE "public"."sms_purpose" RENAME TO "message_purpose";--> statement-breakpoint
ALTER TYPE "public"."message_purpose" ADD VALUE 'notice';--> statement-breakpoint
ALTER TYPE "public"."sms_status" RENAME TO "message_status";--> statement-breakpoint
CREATE TYPE "public"."message_channel" AS ENUM('sms', 'email');--> statement-breakpoint
ALTER TABLE "sms_messages" RENAME TO "outbox_messages";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "channel" "message_channel" DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "channel" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "parts" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" RENAME CONSTRAINT "sms_messages_pkey" TO "outbox_messages_pkey";--> statement-breakpoint
ALTER TABLE "outbox_messages" RENAME CONSTRAINT "sms_messages_user_id_users_id_fk" TO "outbox_messages_user_id_users_id_fk";--> statement-breakpoint
ALTER INDEX "sms_messages_due_idx" RENAME TO "outbox_messages_due_idx";--> statement-breakpoint
ALTER INDEX "sms_messages_provider_id_key" RENAME TO "outbox_messages_provider_id_key";--> statement-breakpoint
ALTER INDEX "sms_messages_dedupe_key" RENAME TO "outbox_messages_dedupe_key";--> statement-breakpoint
ALTER INDEX "sms_messages_user_idx" RENAME TO "outbox_messages_user_idx";--> statement-breakpoint
ALTER INDEX "sms_messages_to_idx" RENAME TO "outbox_messages_to_idx";--> statement-breakpoint
-- The SMS job is now the outbox's: a round of it still waiting would find no handler.
DELETE FROM "jobs" WHERE "name" = 'deliver-sms' AND "done_at" IS NULL;
