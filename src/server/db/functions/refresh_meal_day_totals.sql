-- The per-day meal totals (decision 0061, item 1), as the database runs them today: the text of the newest
-- migration that defines this function (0017), kept here so the rule is read in one place. Migrations 0007,
-- 0014 and 0017 each rewrote it whole; a new migration that changes it must change this file too
-- (src/server/db/meal-day-totals.api.test.ts compares it with the migrated database's function, and holds
-- what the function writes to the domain: mealsTotals for the sums, runStarts for the streak's runs).
--
-- Called by the statement triggers on meals (insert, update, delete, with transition tables) with the
-- (person, São Paulo day) pairs a statement touched:
--   1. one advisory transaction lock per person, in order: concurrent writers of one person take turns;
--   2. the touched days are re-summed from meals (never incremented): a row always equals a fresh aggregate;
--      reals are summed as the decimals they print as (::text::numeric); a day with no meal left has no row;
--   3. run_start (the first day of the day's run of consecutive logged days) is recomputed from the start of
--      the run reaching the earliest touched day, and written only where it changed;
--   4. the person's day_version moves once, so a kept GET /api/stats/day answer is read again.
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
