CREATE TYPE "public"."amenity_booking_status" AS ENUM('booked', 'cancelled', 'waitlisted', 'cancelled_by_landlord');--> statement-breakpoint
CREATE TYPE "public"."amenity_kind" AS ENUM('gym', 'pool', 'meeting_room', 'clubhouse', 'other');--> statement-breakpoint
CREATE TABLE "amenities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" "amenity_kind" DEFAULT 'other' NOT NULL,
	"hours" jsonb NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"capacity" integer NOT NULL,
	"max_days_ahead" integer DEFAULT 7 NOT NULL,
	"min_minutes_before" integer DEFAULT 0 NOT NULL,
	"max_slots_per_booking" integer DEFAULT 1 NOT NULL,
	"weekly_limit" integer DEFAULT 7 NOT NULL,
	"cancel_cutoff_minutes" integer DEFAULT 60 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "amenities_capacity_check" CHECK ("amenities"."capacity" >= 1),
	CONSTRAINT "amenities_slot_minutes_check" CHECK ("amenities"."slot_minutes" >= 5)
);
--> statement-breakpoint
CREATE TABLE "amenity_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"amenity_id" uuid NOT NULL,
	"property_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"slots" integer DEFAULT 1 NOT NULL,
	"status" "amenity_booking_status" NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"promoted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "amenity_closed_dates" (
	"amenity_id" uuid NOT NULL,
	"date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "amenity_closed_dates_amenity_id_date_pk" PRIMARY KEY("amenity_id","date")
);
--> statement-breakpoint
CREATE TABLE "amenity_slot_counters" (
	"amenity_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "amenity_slot_counters_amenity_id_starts_at_pk" PRIMARY KEY("amenity_id","starts_at"),
	CONSTRAINT "amenity_slot_counters_booked_check" CHECK ("amenity_slot_counters"."booked" >= 0 AND "amenity_slot_counters"."booked" <= "amenity_slot_counters"."capacity")
);
--> statement-breakpoint
ALTER TABLE "amenities" ADD CONSTRAINT "amenities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amenity_bookings" ADD CONSTRAINT "amenity_bookings_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amenity_bookings" ADD CONSTRAINT "amenity_bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amenity_bookings" ADD CONSTRAINT "amenity_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amenity_closed_dates" ADD CONSTRAINT "amenity_closed_dates_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amenity_slot_counters" ADD CONSTRAINT "amenity_slot_counters_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "amenities_property_idx" ON "amenities" USING btree ("property_id","name");--> statement-breakpoint
CREATE INDEX "amenity_bookings_slot_idx" ON "amenity_bookings" USING btree ("amenity_id","status","starts_at","created_at","id");--> statement-breakpoint
CREATE INDEX "amenity_bookings_user_idx" ON "amenity_bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "amenity_bookings_property_idx" ON "amenity_bookings" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "amenity_bookings_one_active_idx" ON "amenity_bookings" USING btree ("amenity_id","user_id","starts_at") WHERE "amenity_bookings"."status" in ('booked', 'waitlisted');