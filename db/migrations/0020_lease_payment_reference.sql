ALTER TABLE "leases" ADD COLUMN "payment_reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "leases_payment_reference_key" ON "leases" USING btree ("payment_reference");