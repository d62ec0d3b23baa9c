-- GET /api/me without re-reading the whole account on every call (decision 0023,
-- second addendum of 2026-11-27). users.state_version changes, in the same transaction,
-- whenever anything the answer is made of changes: the person's row, their
-- profile, their consents or their subscription's state. The hot route reads
-- only the session and this number, and re-reads the account when the number
-- is not the one it kept. Values come from one sequence, so a number is never
-- reused, not even by another person.
CREATE SEQUENCE "account_state_version_seq";
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state_version" bigint DEFAULT nextval('account_state_version_seq') NOT NULL;
--> statement-breakpoint
-- Any other change to the person's row is a change to the account. An update
-- that sets a new number itself (the triggers below) keeps it.
CREATE FUNCTION "bump_user_state_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.state_version := nextval('account_state_version_seq');
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_state_version" BEFORE UPDATE ON "users"
	FOR EACH ROW WHEN (NEW.state_version = OLD.state_version) EXECUTE FUNCTION "bump_user_state_version"();
--> statement-breakpoint
-- A row of a table keyed by user_id changed: the owner's account changed. When
-- the owner is being deleted (the cascade), the update finds no row.
CREATE FUNCTION "bump_owner_state_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE users SET state_version = nextval('account_state_version_seq')
		WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "profiles_state_version" AFTER INSERT OR UPDATE OR DELETE ON "profiles"
	FOR EACH ROW EXECUTE FUNCTION "bump_owner_state_version"();
--> statement-breakpoint
CREATE TRIGGER "consents_state_version" AFTER INSERT OR UPDATE OR DELETE ON "consents"
	FOR EACH ROW EXECUTE FUNCTION "bump_owner_state_version"();
--> statement-breakpoint
-- Only the columns GET /api/me shows (subscriptionStateColumns): the billing
-- sweep's lease (next_review_at) and the provider's references are not the
-- account's state, and moving them must not send every reader back to the table.
CREATE TRIGGER "subscriptions_state_version" AFTER INSERT OR DELETE OR UPDATE OF
	"status", "started_at", "price_cents", "card_brand", "card_last4", "current_period_ends_at",
	"cancel_at_period_end", "past_due_since", "ended_at", "user_id" ON "subscriptions"
	FOR EACH ROW EXECUTE FUNCTION "bump_owner_state_version"();
