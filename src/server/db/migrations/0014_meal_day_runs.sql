-- The streak kept at write time (decision 0023, addendum of 2026-11-26): each
-- meal_day_totals row carries the first day of its run of consecutive logged
-- days, so /api/stats/day reads today's (or yesterday's) row instead of ranking
-- a year of rows per request. refresh_meal_day_totals recomputes the runs from
-- the earliest touched day on, in the same transaction as the meal write.
ALTER TABLE "meal_day_totals" ADD COLUMN "run_start" date;
--> statement-breakpoint
UPDATE meal_day_totals t SET run_start = r.run_start
	FROM (
		SELECT user_id, local_date, min(local_date) OVER (PARTITION BY user_id, island) AS run_start
		FROM (
			SELECT user_id, local_date,
				local_date - (row_number() OVER (PARTITION BY user_id ORDER BY local_date))::int AS island
			FROM meal_day_totals
		) AS numbered
	) AS r
	WHERE t.user_id = r.user_id AND t.local_date = r.local_date;
--> statement-breakpoint
ALTER TABLE "meal_day_totals" ALTER COLUMN "run_start" SET NOT NULL;
--> statement-breakpoint
-- As in 0007, plus the runs. Days before the earliest touched day d0 keep their
-- run (a run only depends on the days up to it); from the start of the run that
-- reaches d0 - 1 (or from d0) on, consecutive days are grouped again
-- (gaps and islands: local_date - row number is constant along a run) and only
-- rows whose run changed are written. A write to today touches one row.
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
END $$;
