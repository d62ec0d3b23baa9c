-- Consent to process health data and the person's own audit log (docs/decisions/0046-lgpd-health-data.md).
-- A consent can be withdrawn (LGPD art. 8, § 5): withdrawn_at set; giving it again clears it and moves
-- accepted_at, and the audit log keeps every give and withdrawal with its time.
ALTER TABLE "consents" ADD COLUMN "withdrawn_at" timestamp with time zone;
--> statement-breakpoint
-- What happened to the account, as the person sees it in "Atividade da conta": sign-ins, exports, tokens,
-- consents, two-factor changes. detail: a short label (the browser, the token's name); subject: what the
-- event is about (a token's id), so a token's use is recorded at most once an hour. seq orders events of the
-- same instant (a sign-up writes two) in the order they were written.
CREATE TABLE "audit_events" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" text,
	"subject" text,
	CONSTRAINT "audit_events_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE INDEX "audit_events_user_id_at_idx" ON "audit_events" USING btree ("user_id","at" DESC);
