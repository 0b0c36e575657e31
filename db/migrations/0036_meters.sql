CREATE TABLE "meter_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meter_id" uuid NOT NULL,
	"value" bigint NOT NULL,
	"read_on" date NOT NULL,
	"consumption" bigint,
	"pricing" text NOT NULL,
	"tariff" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"photo_key" text NOT NULL,
	"photo_thumb_key" text NOT NULL,
	"photo_content_type" text NOT NULL,
	"recorded_by" uuid NOT NULL,
	"lease_id" uuid,
	"charge_id" uuid,
	"superseded_by" uuid,
	"idempotency_key" text,
	"request_fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meter_readings_value_check" CHECK ("meter_readings"."value" >= 0),
	CONSTRAINT "meter_readings_amount_check" CHECK ("meter_readings"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "meters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" integer NOT NULL,
	"unit_id" integer,
	"utility" text NOT NULL,
	"serial" text NOT NULL,
	"measure" text NOT NULL,
	"pricing" text NOT NULL,
	"tariff" bigint NOT NULL,
	"installed_on" date NOT NULL,
	"removed_on" date,
	"replaces_meter_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meters_utility_check" CHECK (utility in ('water', 'electricity')),
	CONSTRAINT "meters_measure_check" CHECK (measure in ('m3', 'kWh')),
	CONSTRAINT "meters_pricing_check" CHECK (pricing in ('per_unit', 'flat')),
	CONSTRAINT "meters_tariff_check" CHECK ("meters"."tariff" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reading_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reading_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"corrected_reading_id" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "reading_disputes_status_check" CHECK (status in ('open', 'corrected', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_meter_id_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."meters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meters" ADD CONSTRAINT "meters_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_disputes" ADD CONSTRAINT "reading_disputes_reading_id_meter_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."meter_readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_disputes" ADD CONSTRAINT "reading_disputes_tenant_id_users_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_disputes" ADD CONSTRAINT "reading_disputes_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meter_readings_meter_idx" ON "meter_readings" USING btree ("meter_id","read_on","created_at");--> statement-breakpoint
CREATE INDEX "meter_readings_lease_idx" ON "meter_readings" USING btree ("lease_id","read_on");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_idempotency_key" ON "meter_readings" USING btree ("recorded_by","idempotency_key") WHERE "meter_readings"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "meters_property_serial_installed" ON "meters" USING btree ("property_id","serial") WHERE "meters"."removed_on" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "meters_unit_utility_installed" ON "meters" USING btree ("unit_id","utility") WHERE "meters"."removed_on" is null and "meters"."unit_id" is not null;--> statement-breakpoint
CREATE INDEX "meters_property_idx" ON "meters" USING btree ("property_id","unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reading_disputes_open_key" ON "reading_disputes" USING btree ("reading_id") WHERE "reading_disputes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reading_disputes_reading_idx" ON "reading_disputes" USING btree ("reading_id","opened_at");