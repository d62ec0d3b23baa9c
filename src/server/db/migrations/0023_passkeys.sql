-- Passkeys (WebAuthn) and their one-time challenges (docs/decisions/0052-passkeys.md).
-- A person's passkeys: the credential's id and public key (COSE as the authenticator gave it, base64url), its signature
-- counter (a clone shows up as a counter that goes back), its transports (hints for the browser) and the name
-- the person gives it. user_handle: the random WebAuthn user.id of the account (never the uuid or the e-mail),
-- the same on every passkey of the account, so an authenticator keeps one passkey per account.
CREATE TABLE "passkeys" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"user_handle" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" text[] DEFAULT '{}' NOT NULL,
	"backed_up" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "passkeys_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "passkeys_credential_id_key" ON "passkeys" USING btree ("credential_id");
--> statement-breakpoint
-- The challenge of a registration (of the account in user_id) or of a sign-in (no account yet), as SHA-256:
-- spent by the one DELETE that checks it, dead after expires_at. A registration keeps the user.id it offered
-- (user_handle), which the authenticator's answer does not repeat.
CREATE TABLE "webauthn_challenges" (
	"challenge_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
	"user_handle" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webauthn_challenges_expires_at_idx" ON "webauthn_challenges" USING btree ("expires_at");
