ALTER TABLE "maintenance_requests" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "request_fingerprint" text;