-- Per person and São Paulo day: the sums of their meals (decision 0023). Kept by
-- statement triggers on meals in the same transaction as every meal write, so
-- /api/stats/day and /api/stats/range read a handful of rows instead of
-- re-aggregating a year of meals on each request.
CREATE TABLE "meal_day_totals" (
	"user_id" uuid NOT NULL,
	"local_date" date NOT NULL,
	"energy_kcal" double precision NOT NULL,
	"protein_g" double precision NOT NULL,
	"carbs_g" double precision NOT NULL,
	"fat_g" double precision NOT NULL,
	"meals_logged" integer NOT NULL,
	"slots" text[] NOT NULL,
	CONSTRAINT "meal_day_totals_user_id_local_date_pk" PRIMARY KEY("user_id","local_date")
);
--> statement-breakpoint
ALTER TABLE "meal_day_totals" ADD CONSTRAINT "meal_day_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Re-sums the given days from meals (never adds or subtracts: the row always
-- equals a fresh aggregate). The real columns are summed as the decimals they
-- print as (real → text → numeric; real → numeric keeps only 6 digits and
-- real → float8 shows float4 noise such as 1970.8800659 for 1970.88). The per-person advisory lock makes a concurrent
-- writer of the same person wait, and each statement of this VOLATILE function
-- takes a new snapshot (READ COMMITTED), so the sums include what it committed.
CREATE FUNCTION "refresh_meal_day_totals"(p_users uuid[], p_dates date[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(hashtextextended(u::text, 7))
		FROM (SELECT DISTINCT unnest(p_users) AS u ORDER BY 1) AS people;
	DELETE FROM meal_day_totals t
		USING unnest(p_users, p_dates) AS k(user_id, local_date)
		WHERE t.user_id = k.user_id AND t.local_date = k.local_date;
	INSERT INTO meal_day_totals (user_id, local_date, energy_kcal, protein_g, carbs_g, fat_g, meals_logged, slots)
		SELECT m.user_id, m.local_date,
			coalesce(sum(m.energy_kcal::text::numeric), 0)::float8, coalesce(sum(m.protein_g::text::numeric), 0)::float8,
			coalesce(sum(m.carbs_g::text::numeric), 0)::float8, coalesce(sum(m.fat_g::text::numeric), 0)::float8,
			count(*), array_agg(DISTINCT m.slot)
		FROM meals m
		JOIN (SELECT DISTINCT * FROM unnest(p_users, p_dates)) AS k(user_id, local_date)
			ON m.user_id = k.user_id AND m.local_date = k.local_date
		GROUP BY m.user_id, m.local_date;
END $$;
--> statement-breakpoint
CREATE FUNCTION "meal_day_totals_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_meal_day_totals(array_agg(user_id), array_agg(local_date)) FROM new_meals;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "meal_day_totals_on_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_meal_day_totals(array_agg(user_id), array_agg(local_date))
		FROM (SELECT user_id, local_date FROM new_meals UNION SELECT user_id, local_date FROM old_meals) AS changed;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "meal_day_totals_on_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM refresh_meal_day_totals(array_agg(user_id), array_agg(local_date)) FROM old_meals;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "meal_day_totals_insert" AFTER INSERT ON "meals" REFERENCING NEW TABLE AS new_meals
	FOR EACH STATEMENT EXECUTE FUNCTION meal_day_totals_on_insert();
--> statement-breakpoint
CREATE TRIGGER "meal_day_totals_update" AFTER UPDATE ON "meals" REFERENCING NEW TABLE AS new_meals OLD TABLE AS old_meals
	FOR EACH STATEMENT EXECUTE FUNCTION meal_day_totals_on_update();
--> statement-breakpoint
CREATE TRIGGER "meal_day_totals_delete" AFTER DELETE ON "meals" REFERENCING OLD TABLE AS old_meals
	FOR EACH STATEMENT EXECUTE FUNCTION meal_day_totals_on_delete();
--> statement-breakpoint
INSERT INTO meal_day_totals (user_id, local_date, energy_kcal, protein_g, carbs_g, fat_g, meals_logged, slots)
	SELECT user_id, local_date,
		coalesce(sum(energy_kcal::text::numeric), 0)::float8, coalesce(sum(protein_g::text::numeric), 0)::float8,
		coalesce(sum(carbs_g::text::numeric), 0)::float8, coalesce(sum(fat_g::text::numeric), 0)::float8,
		count(*), array_agg(DISTINCT slot)
	FROM meals GROUP BY user_id, local_date;
