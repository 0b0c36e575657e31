CREATE TABLE "voided_charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lease_id" uuid NOT NULL,
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"period" text,
	"description" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" "currency" NOT NULL,
	"due_date" date NOT NULL,
	"pet_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_by" uuid NOT NULL,
	"reason" text NOT NULL,
	"replaced_by" uuid
);
--> statement-breakpoint
ALTER TABLE "voided_charges" ADD CONSTRAINT "voided_charges_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voided_charges" ADD CONSTRAINT "voided_charges_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voided_charges" ADD CONSTRAINT "voided_charges_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voided_charges_lease_idx" ON "voided_charges" USING btree ("lease_id","voided_at");