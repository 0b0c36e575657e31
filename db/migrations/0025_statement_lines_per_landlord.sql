DROP INDEX "statement_lines_fingerprint_key";--> statement-breakpoint
CREATE INDEX "payment_proofs_decided_by_idx" ON "payment_proofs" USING btree ("decided_by");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_lines_landlord_fingerprint_key" ON "statement_lines" USING btree ("landlord_id","fingerprint");--> statement-breakpoint
CREATE INDEX "statement_lines_lease_idx" ON "statement_lines" USING btree ("lease_id");