CREATE TYPE "public"."pet_gender" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."pet_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."pet_type" AS ENUM('dog', 'cat', 'bird', 'fish', 'reptile', 'small_mammal', 'other');--> statement-breakpoint
CREATE TYPE "public"."vaccination_status" AS ENUM('up_to_date', 'pending', 'overdue', 'unknown');--> statement-breakpoint
CREATE TABLE "pets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"lease_id" uuid NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" "pet_type" DEFAULT 'dog' NOT NULL,
	"breed" text DEFAULT '' NOT NULL,
	"age" integer,
	"weight_tenths" integer,
	"color" text DEFAULT '' NOT NULL,
	"gender" "pet_gender" DEFAULT 'male' NOT NULL,
	"is_neutered" boolean DEFAULT false NOT NULL,
	"microchip_number" text DEFAULT '' NOT NULL,
	"vaccination_status" "vaccination_status" DEFAULT 'unknown' NOT NULL,
	"last_vaccination_date" date,
	"veterinarian_name" text DEFAULT '' NOT NULL,
	"veterinarian_contact" text DEFAULT '' NOT NULL,
	"medical_conditions" text DEFAULT '' NOT NULL,
	"medications" text DEFAULT '' NOT NULL,
	"emergency_contact" text DEFAULT '' NOT NULL,
	"pet_insurance_provider" text DEFAULT '' NOT NULL,
	"pet_insurance_policy_number" text DEFAULT '' NOT NULL,
	"registration_fee" bigint,
	"monthly_pet_rent" bigint,
	"security_deposit" bigint,
	"special_needs" text DEFAULT '' NOT NULL,
	"behavior_notes" text DEFAULT '' NOT NULL,
	"photo_key" text,
	"photo_thumb_key" text,
	"photo_content_type" text,
	"status" "pet_status" DEFAULT 'pending' NOT NULL,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"vaccination_reminded_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "charges_lease_kind_period_key";--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "pet_id" uuid;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pets_tenant_idx" ON "pets" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pets_property_status_idx" ON "pets" USING btree ("property_id","status","created_at");--> statement-breakpoint
CREATE INDEX "pets_lease_idx" ON "pets" USING btree ("lease_id","status");--> statement-breakpoint
CREATE INDEX "pets_vaccination_idx" ON "pets" USING btree ("last_vaccination_date") WHERE "pets"."last_vaccination_date" is not null;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_lease_kind_period_pet_key" ON "charges" USING btree ("lease_id","kind","period","pet_id") WHERE "charges"."period" is not null and "charges"."pet_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_pet_kind_key" ON "charges" USING btree ("pet_id","kind") WHERE "charges"."period" is null and "charges"."pet_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_lease_kind_period_key" ON "charges" USING btree ("lease_id","kind","period") WHERE "charges"."period" is not null and "charges"."pet_id" is null;