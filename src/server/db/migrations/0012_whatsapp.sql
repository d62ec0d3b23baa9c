-- WhatsApp channel (src/server/db/tables/whatsapp.ts, docs/decisions/0032-whatsapp-channel.md).
CREATE TABLE "whatsapp_links" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	"reminders" boolean DEFAULT false NOT NULL,
	"last_inbound_at" timestamp with time zone,
	"last_reminder" text,
	CONSTRAINT "whatsapp_links_phone_key" UNIQUE("phone")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_link_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "whatsapp_link_codes_code_hash_key" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_inbox" (
	"message_id" text PRIMARY KEY NOT NULL,
	"phone" text,
	"user_id" uuid,
	"message" jsonb,
	"reply" jsonb,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whatsapp_unlinked_notices" (
	"phone_hash" text PRIMARY KEY NOT NULL,
	"sent_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_links" ADD CONSTRAINT "whatsapp_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_link_codes" ADD CONSTRAINT "whatsapp_link_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_inbox" ADD CONSTRAINT "whatsapp_inbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_inbox_due_idx" ON "whatsapp_inbox" USING btree ("status","next_attempt_at");
