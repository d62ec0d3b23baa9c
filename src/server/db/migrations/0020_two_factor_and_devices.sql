-- Two-factor sign-in, remembered devices and sign-in alerts (docs/decisions/0042-account-security.md).
-- When this session last proved the second factor: sensitive actions need it within 10 minutes.
ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;
--> statement-breakpoint
-- One TOTP secret per person, sealed (AES-256-GCM); enabled_at NULL = set up but not confirmed yet.
-- last_used_step: the 30-second step of the last accepted code, so a code is never accepted twice.
CREATE TABLE "two_factor" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"secret_sealed" text NOT NULL,
	"enabled_at" timestamp with time zone,
	"last_used_step" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The SHA-256 of each one-time recovery code; used_at set when spent.
CREATE TABLE "recovery_codes" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "recovery_codes_user_id_code_hash_pk" PRIMARY KEY("user_id","code_hash")
);
--> statement-breakpoint
-- A password checked, the second step still to come: never a session by itself.
CREATE TABLE "pending_sign_ins" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL,
	"persistent" boolean NOT NULL,
	"user_agent" text,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pending_sign_ins_user_id_token_hash_pk" PRIMARY KEY("user_id","token_hash")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "pending_sign_ins_token_hash_key" ON "pending_sign_ins" USING btree ("token_hash");
--> statement-breakpoint
-- Browsers a person has signed in from (the device cookie's SHA-256); trusted_until set by
-- "Lembrar este dispositivo por 30 dias", which skips the second step until then.
CREATE TABLE "known_devices" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"trusted_until" timestamp with time zone,
	CONSTRAINT "known_devices_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_user_token_key" ON "known_devices" USING btree ("user_id","token_hash");
--> statement-breakpoint
-- The "Não fui eu" link of a sign-in alert: single use, 7 days.
CREATE TABLE "sign_in_alert_tokens" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sign_in_alert_tokens_user_id_token_hash_pk" PRIMARY KEY("user_id","token_hash")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_alert_tokens_token_hash_key" ON "sign_in_alert_tokens" USING btree ("token_hash");
