CREATE TABLE "ussd_actions" (
	"session_id" text NOT NULL,
	"action" text NOT NULL,
	"reply" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ussd_actions_session_id_action_pk" PRIMARY KEY("session_id","action")
);
