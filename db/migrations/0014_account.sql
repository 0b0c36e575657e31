ALTER TABLE "verification_codes" ADD COLUMN "purpose" text DEFAULT 'signup' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "emergency_contact_relationship" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "emergency_contact_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_photo_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_photo_thumb_key" text;