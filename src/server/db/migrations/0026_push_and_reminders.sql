-- Web Push subscriptions, reminder settings and the claims that make every scheduled send go once
-- (src/server/db/tables/reminders.ts, docs/decisions/0049-push-reminders-and-weekly-review.md).
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device_name" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_endpoint_key" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" ("user_id");
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"channels" jsonb NOT NULL,
	"meal_times" jsonb NOT NULL,
	"quiet_from" text NOT NULL,
	"quiet_to" text NOT NULL,
	"daily_cap" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- One row per (person, reminder, channel): inserted before sending (ON CONFLICT DO NOTHING), so two servers
-- never send the same reminder twice; deleted again when the channel could not be reached, to retry.
CREATE TABLE "reminder_sends" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"key" text NOT NULL,
	"channel" text NOT NULL,
	"local_date" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_sends_pk" PRIMARY KEY("user_id","key","channel")
);
--> statement-breakpoint
CREATE INDEX "reminder_sends_user_date_idx" ON "reminder_sends" ("user_id","local_date");
--> statement-breakpoint
-- The weekly review goes as HTML and text with List-Unsubscribe headers (RFC 8058): the outbox keeps them too.
ALTER TABLE "outbox_emails" ADD COLUMN "html" text;
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "headers" jsonb;
