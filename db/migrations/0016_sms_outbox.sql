CREATE TYPE "public"."sms_purpose" AS ENUM('code', 'reminder', 'receipt', 'maintenance', 'invitation', 'account');--> statement-breakpoint
CREATE TYPE "public"."sms_status" AS ENUM('queued', 'accepted', 'delivered', 'failed', 'expired');--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"purpose" "sms_purpose" NOT NULL,
	"parts" integer NOT NULL,
	"status" "sms_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"dedupe_key" text,
	"provider" text,
	"provider_message_id" text,
	"status_code" integer,
	"failure_reason" text,
	"cost" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_messages_due_idx" ON "sms_messages" USING btree ("next_attempt_at") WHERE "sms_messages"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider_id_key" ON "sms_messages" USING btree ("provider","provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_dedupe_key" ON "sms_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "sms_messages_user_idx" ON "sms_messages" USING btree ("user_id","created_at");