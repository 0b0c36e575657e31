CREATE TABLE "demo_worlds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"created_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_worlds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DROP INDEX "users_email_key";--> statement-breakpoint
DROP INDEX "users_phone_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "demo_world_id" uuid;--> statement-breakpoint
CREATE INDEX "demo_worlds_expires_idx" ON "demo_worlds" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "demo_worlds_ip_idx" ON "demo_worlds" USING btree ("created_ip","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_demo_world_id_demo_worlds_id_fk" FOREIGN KEY ("demo_world_id") REFERENCES "public"."demo_worlds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_world_email_key" ON "users" USING btree ("demo_world_id","email") WHERE "users"."demo_world_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_world_phone_key" ON "users" USING btree ("demo_world_id","phone") WHERE "users"."demo_world_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email") WHERE "users"."email" is not null and "users"."demo_world_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone") WHERE "users"."phone" is not null and "users"."demo_world_id" is null;