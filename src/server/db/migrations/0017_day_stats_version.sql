-- GET /api/stats/day without re-reading the day's figures on every call
-- (decision 0023, third addendum of 2026-11-27). users.day_version changes, in the
-- same transaction, whenever the person's per-day meal totals or their water
-- change; the targets are the profile's, which already move state_version
-- (migration 0016). The hot route reads the session and these two numbers and
-- reads the figures again only when one of them is not what it kept. Values
-- come from the same sequence as state_version, so a number is never reused.
ALTER TABLE "users" ADD COLUMN "day_version" bigint DEFAULT nextval('account_state_version_seq') NOT NULL;
--> statement-breakpoint
-- Moving day_version is not a change to the account GET /api/me shows: the
-- person's row trigger of 0016 now leaves state_version alone when it moves.
DROP TRIGGER "users_state_version" ON "users";
--> statement-breakpoint
CREATE TRIGGER "users_state_version" BEFORE UPDATE ON "users"
	FOR EACH ROW WHEN (NEW.state_version = OLD.state_version AND NEW.day_version = OLD.day_version)
	EXECUTE FUNCTION "bump_user_state_version"();
--> statement-breakpoint
-- As in 0014, plus the owners' day_version: once per person per meal
-- statement (a bulk insert of a year of meals moves it once, not per row),
-- after the per-person lock, so concurrent writers move it in turn.
CREATE OR REPLACE FUNCTION "refresh_meal_day_totals"(p_users uuid[], p_dates date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(hashtextextended(u::text, 7))
		FROM (SELECT DISTINCT unnest(p_users) AS u ORDER BY 1) AS people;
	DELETE FROM meal_day_totals t
		USING unnest(p_users, p_dates) AS k(user_id, local_date)
		WHERE t.user_id = k.user_id AND t.local_date = k.local_date;
	INSERT INTO meal_day_totals (user_id, local_date, energy_kcal, protein_g, carbs_g, fat_g, meals_logged, slots, run_start)
		SELECT m.user_id, m.local_date,
			coalesce(sum(m.energy_kcal::text::numeric), 0)::float8, coalesce(sum(m.protein_g::text::numeric), 0)::float8,
			coalesce(sum(m.carbs_g::text::numeric), 0)::float8, coalesce(sum(m.fat_g::text::numeric), 0)::float8,
			count(*), array_agg(DISTINCT m.slot), m.local_date
		FROM meals m
		JOIN (SELECT DISTINCT * FROM unnest(p_users, p_dates)) AS k(user_id, local_date)
			ON m.user_id = k.user_id AND m.local_date = k.local_date
		GROUP BY m.user_id, m.local_date;
	WITH touched AS (
		SELECT u AS user_id, min(d) AS d0 FROM unnest(p_users, p_dates) AS k(u, d) GROUP BY u
	), base AS (
		SELECT t.user_id, coalesce(
			(SELECT p.run_start FROM meal_day_totals p WHERE p.user_id = t.user_id AND p.local_date = t.d0 - 1), t.d0
		) AS from_day
		FROM touched t
	), runs AS (
		SELECT user_id, local_date, min(local_date) OVER (PARTITION BY user_id, island) AS run_start
		FROM (
			SELECT m.user_id, m.local_date,
				m.local_date - (row_number() OVER (PARTITION BY m.user_id ORDER BY m.local_date))::int AS island
			FROM meal_day_totals m JOIN base b ON m.user_id = b.user_id AND m.local_date >= b.from_day
		) AS numbered
	)
	UPDATE meal_day_totals t SET run_start = r.run_start
		FROM runs r
		WHERE t.user_id = r.user_id AND t.local_date = r.local_date AND t.run_start <> r.run_start;
	UPDATE users SET day_version = nextval('account_state_version_seq')
		WHERE id IN (SELECT DISTINCT unnest(p_users));
END $$;
--> statement-breakpoint
-- Water: a row at a time (POST /api/water, chat, WhatsApp, MCP all insert one).
-- When the owner is being deleted (the cascade), the update finds no row.
CREATE FUNCTION "bump_owner_day_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE users SET day_version = nextval('account_state_version_seq')
		WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "water_intakes_day_version" AFTER INSERT OR UPDATE OR DELETE ON "water_intakes"
	FOR EACH ROW EXECUTE FUNCTION "bump_owner_day_version"();
