CREATE TYPE "public"."statement_line_status" AS ENUM('matched', 'suggested', 'unmatched', 'confirmed', 'ignored');--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'bank_transfer';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'verifying';--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"landlord_id" uuid NOT NULL,
	"bank" text NOT NULL,
	"file_name" text NOT NULL,
	"credit_lines" integer NOT NULL,
	"new_lines" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_proofs" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"bank" text,
	"tenant_reference" text NOT NULL,
	"paid_on" date NOT NULL,
	"file_key" text NOT NULL,
	"thumb_key" text,
	"content_type" text NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"statement_id" uuid NOT NULL,
	"landlord_id" uuid NOT NULL,
	"bank" text NOT NULL,
	"fingerprint" text NOT NULL,
	"value_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"description" text NOT NULL,
	"reference" text,
	"status" "statement_line_status" NOT NULL,
	"lease_id" uuid,
	"payment_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_mappings" (
	"landlord_id" uuid NOT NULL,
	"bank" text NOT NULL,
	"date_column" text NOT NULL,
	"amount_column" text NOT NULL,
	"description_column" text,
	"reference_column" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_mappings_landlord_id_bank_pk" PRIMARY KEY("landlord_id","bank")
);
--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_statement_id_bank_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_mappings" ADD CONSTRAINT "statement_mappings_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_statements_landlord_idx" ON "bank_statements" USING btree ("landlord_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_fingerprint_key" ON "statement_lines" USING btree ("landlord_id","bank","fingerprint");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_payment_key" ON "statement_lines" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "statement_lines_statement_idx" ON "statement_lines" USING btree ("statement_id","value_date");--> statement-breakpoint
CREATE INDEX "statement_lines_landlord_status_idx" ON "statement_lines" USING btree ("landlord_id","status");--> statement-breakpoint
CREATE INDEX "payments_landlord_status_idx" ON "payments" USING btree ("landlord_id","status","created_at");