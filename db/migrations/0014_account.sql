ALTER TABLE "passkeys" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "purpose" text DEFAULT 'signup' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "emergency_contact_relationship" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "emergency_contact_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_photo_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_photo_thumb_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_public_id_key" ON "sessions" USING btree ("public_id");