CREATE TABLE "one_off_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"property_id" integer NOT NULL,
	"lease_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_by" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_off_charges_reason_length" CHECK (char_length("one_off_charges"."reason") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "recurring_charge_amounts" (
	"charge_id" uuid NOT NULL,
	"effective_from" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_charge_amounts_charge_id_effective_from_pk" PRIMARY KEY("charge_id","effective_from"),
	CONSTRAINT "recurring_charge_amounts_positive" CHECK ("recurring_charge_amounts"."amount" > 0),
	CONSTRAINT "recurring_charge_amounts_period" CHECK ("recurring_charge_amounts"."effective_from" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "recurring_charge_units" (
	"charge_id" uuid NOT NULL,
	"unit_id" integer NOT NULL,
	CONSTRAINT "recurring_charge_units_charge_id_unit_id_pk" PRIMARY KEY("charge_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "recurring_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"applies_to" text NOT NULL,
	"first_due_date" date NOT NULL,
	"end_date" date,
	"created_by" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_charges_frequency_check" CHECK (frequency in ('monthly', 'quarterly', 'yearly')),
	CONSTRAINT "recurring_charges_applies_to_check" CHECK (applies_to in ('property', 'units')),
	CONSTRAINT "recurring_charges_name_length" CHECK (char_length("recurring_charges"."name") between 1 and 80),
	CONSTRAINT "recurring_charges_end_after_first" CHECK ("recurring_charges"."end_date" is null or "recurring_charges"."end_date" >= "recurring_charges"."first_due_date")
);
--> statement-breakpoint
ALTER TABLE "one_off_charges" ADD CONSTRAINT "one_off_charges_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_off_charges" ADD CONSTRAINT "one_off_charges_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_off_charges" ADD CONSTRAINT "one_off_charges_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_off_charges" ADD CONSTRAINT "one_off_charges_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_off_charges" ADD CONSTRAINT "one_off_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charge_amounts" ADD CONSTRAINT "recurring_charge_amounts_charge_id_recurring_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."recurring_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charge_units" ADD CONSTRAINT "recurring_charge_units_charge_id_recurring_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."recurring_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charge_units" ADD CONSTRAINT "recurring_charge_units_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_charges" ADD CONSTRAINT "recurring_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "one_off_charges_landlord_key" ON "one_off_charges" USING btree ("landlord_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "one_off_charges_property_idx" ON "one_off_charges" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "one_off_charges_lease_idx" ON "one_off_charges" USING btree ("lease_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_charge_units_unit_idx" ON "recurring_charge_units" USING btree ("unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recurring_charges_landlord_key" ON "recurring_charges" USING btree ("landlord_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "recurring_charges_landlord_idx" ON "recurring_charges" USING btree ("landlord_id","created_at");--> statement-breakpoint
CREATE INDEX "recurring_charges_property_idx" ON "recurring_charges" USING btree ("property_id","created_at");