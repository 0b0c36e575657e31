DROP INDEX "charges_lease_kind_period_key";--> statement-breakpoint
DROP INDEX "charges_lease_kind_period_pet_key";--> statement-breakpoint
DROP INDEX "charges_pet_kind_key";--> statement-breakpoint
ALTER TABLE "charges" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "charges" ALTER COLUMN "kind" SET DATA TYPE text USING "kind"::text;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "source_key" text;--> statement-breakpoint
-- Hand-written (decision 0059): the key of every existing charge, as the sources post them from now on
-- (tenancy/source-keys.ts); a charge no source would post again keeps its own id.
UPDATE "charges" SET "source_key" = CASE
  WHEN "pet_id" IS NULL AND "period" IS NOT NULL THEN "kind" || ':' || "period"
  WHEN "pet_id" IS NOT NULL AND "period" IS NOT NULL THEN "kind" || ':' || "pet_id" || ':' || "period"
  WHEN "pet_id" IS NOT NULL THEN "kind" || ':' || "pet_id"
  ELSE 'legacy:' || "id"
END;--> statement-breakpoint
ALTER TABLE "charges" ALTER COLUMN "source_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_lease_source_key" ON "charges" USING btree ("lease_id","source_key");--> statement-breakpoint
CREATE INDEX "payments_lease_settled_idx" ON "payments" USING btree ("lease_id","settled_at") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
ALTER TABLE "allocations" ADD CONSTRAINT "allocations_amount_positive" CHECK ("allocations"."amount" > 0);--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_kind_check" CHECK (kind in ('rent', 'deposit', 'pet_rent', 'fee', 'recurring', 'utility', 'one_off'));--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_amount_positive" CHECK ("charges"."amount" > 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0);--> statement-breakpoint
DROP TYPE "public"."charge_kind";