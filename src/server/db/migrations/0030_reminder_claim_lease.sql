-- A claimed send is done once it went or was refused for good (issue 28, docs/decisions/0067-claim-lease-and-model-suggestion.md).
-- A claim that is not done after its lease belonged to a server that died mid-send: another server may take it.
-- Rows from before this migration were all finished sends (or lost ones, whose windows have passed).
ALTER TABLE "reminder_sends" ADD COLUMN "done_at" timestamp with time zone;
--> statement-breakpoint
UPDATE "reminder_sends" SET "done_at" = "sent_at";
--> statement-breakpoint
-- "Sua semana"'s suggestion for a week, as sent and shown (from the model or from the rules), with the figures it was written from.
CREATE TABLE "weekly_suggestions" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"week_start" date NOT NULL,
	"figures" text NOT NULL,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "weekly_suggestions_pk" PRIMARY KEY("user_id","week_start"),
	CONSTRAINT "weekly_suggestions_source_check" CHECK ("source" IN ('model', 'rules'))
);
