CREATE TYPE "public"."unit_condition" AS ENUM('good', 'needs_work');--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"landlord_id" uuid NOT NULL,
	"property_id" integer,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"email" text,
	"phone" text,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"landlord_id" uuid NOT NULL,
	"property_id" integer,
	"bank_name" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"bank_account_name" text NOT NULL,
	"bank_branch" text,
	"mobile_money_number" text NOT NULL,
	"mobile_money_provider" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "invitee_name" text;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "invitee_email" text;--> statement-breakpoint
ALTER TABLE "leases" ADD COLUMN "invitee_phone" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "condition" "unit_condition" DEFAULT 'good' NOT NULL;--> statement-breakpoint
ALTER TABLE "landlord_profiles" ADD COLUMN "selected_property_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "national_id_photo_key" text;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_property_idx" ON "activity_log" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_landlord_idx" ON "activity_log" USING btree ("landlord_id","created_at");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "invitations_lease_idx" ON "invitations" USING btree ("lease_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_landlord_default_key" ON "payout_accounts" USING btree ("landlord_id") WHERE "payout_accounts"."property_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_property_key" ON "payout_accounts" USING btree ("property_id") WHERE "payout_accounts"."property_id" is not null;