ALTER TYPE "public"."payment_method" ADD VALUE 'cash';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'bank_deposit';--> statement-breakpoint
ALTER TYPE "public"."payment_method" ADD VALUE 'cheque';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "received_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;