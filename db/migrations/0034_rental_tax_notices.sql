CREATE TABLE "rental_tax_notices" (
	"landlord_id" uuid NOT NULL,
	"tax_return" text NOT NULL,
	"deadline" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_tax_notices_landlord_id_tax_return_deadline_pk" PRIMARY KEY("landlord_id","tax_return","deadline")
);
--> statement-breakpoint
ALTER TABLE "rental_tax_notices" ADD CONSTRAINT "rental_tax_notices_landlord_id_users_id_fk" FOREIGN KEY ("landlord_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;