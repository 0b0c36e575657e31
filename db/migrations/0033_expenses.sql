CREATE TYPE "public"."expense_category" AS ENUM('repairs', 'utilities', 'wages', 'security', 'cleaning', 'insurance', 'taxes_fees', 'other');--> statement-breakpoint
CREATE TYPE "public"."expense_revision_action" AS ENUM('created', 'edited', 'deleted');--> statement-breakpoint
CREATE TABLE "expense_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expense_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"expense_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"action" "expense_revision_action" NOT NULL,
	"snapshot" jsonb NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"property_id" integer NOT NULL,
	"unit_id" integer,
	"category" "expense_category" NOT NULL,
	"amount" bigint NOT NULL,
	"currency" "currency" DEFAULT 'UGX' NOT NULL,
	"spent_on" date NOT NULL,
	"payee" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"receipt_key" text,
	"receipt_content_type" text,
	"maintenance_request_id" uuid,
	"idempotency_key" text,
	"request_fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "expenses_amount_check" CHECK ("expenses"."amount" > 0 AND "expenses"."amount" <= 1000000000000)
);
--> statement-breakpoint
ALTER TABLE "expense_revisions" ADD CONSTRAINT "expense_revisions_expense_id_expenses_id_fk" FOREIGN KEY ("expense_id") REFERENCES "public"."expenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_revisions" ADD CONSTRAINT "expense_revisions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_maintenance_request_id_maintenance_requests_id_fk" FOREIGN KEY ("maintenance_request_id") REFERENCES "public"."maintenance_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_revisions_expense_revision_key" ON "expense_revisions" USING btree ("expense_id","revision");--> statement-breakpoint
CREATE INDEX "expenses_landlord_day_idx" ON "expenses" USING btree ("landlord_id","spent_on" DESC NULLS LAST) WHERE "expenses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "expenses_property_day_idx" ON "expenses" USING btree ("property_id","spent_on" DESC NULLS LAST) WHERE "expenses"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_maintenance_request_key" ON "expenses" USING btree ("maintenance_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_idempotency_key" ON "expenses" USING btree ("landlord_id","idempotency_key") WHERE "expenses"."idempotency_key" is not null;