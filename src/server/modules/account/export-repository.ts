import type { Database } from '../../db/client';
import type { mealItems, meals } from '../../db/schema';

/** A meal of the export as the JSON has it: every column but the person's id, its items in order (no ids). */
export type ExportedMeal = Omit<typeof meals.$inferSelect, 'userId'> & {
  items: Array<Omit<typeof mealItems.$inferSelect, 'userId' | 'mealId'>>;
};

/** A timestamptz as JavaScript's `Date#toISOString` writes it, in PostgreSQL (`to_char` truncates to the ms). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const NUTRIENTS = `energy_kcal as "energyKcal", protein_g as "proteinG", carbs_g as "carbsG", fat_g as "fatG",
  fiber_g as "fiberG", sodium_mg as "sodiumMg"`;

/**
 * Every meal of the person with its items, oldest first, as the export's JSON text written by PostgreSQL in one
 * statement (decision 0064). The bulk of a heavy account's export (3 years: ~3,300 meals, ~10,000 items, 3.5 MB):
 * read through drizzle, each of its ~200,000 values was mapped, every instant became a `Date`, and the whole was
 * serialised again; the profile put that at most of the export's time in Node. Same keys in the same order as
 * `JSON.stringify` of the rows (`row_to_json` writes no spaces); instants as `toISOString` writes them; a `real` is
 * written by PostgreSQL's shortest exact form, the same number (`1e+06` rather than `1000000` past six digits).
 */
export async function exportedMealsJson(db: Database, userId: string): Promise<string> {
  const { rows } = await db.$client.query<{ meals: string }>(
    `select '[' || coalesce(string_agg(row_to_json(r)::text, ',' order by m.eaten_at, m.id), '') || ']' as meals
     from meals m cross join lateral (
       select m.id, m.slot, ${iso('m.eaten_at')} as "eatenAt", m.local_date as "localDate", m.photo_id as "photoId",
              m.note, ${NUTRIENTS.replaceAll(/(\w+) as/g, 'm.$1 as')},
              m.incomplete_nutrients as "incompleteNutrients", m.search_text as "searchText",
              m.catalog_version as "catalogVersion", ${iso('m.created_at')} as "createdAt",
              ${iso('m.updated_at')} as "updatedAt",
              (select ('[' || coalesce(string_agg(row_to_json(i)::text, ',' order by i.position), '') || ']')::json
               from (select position, food_id as "foodId", food_name as "foodName", quantity, unit,
                            measure_id as "measureId", grams, ${NUTRIENTS}
                     from meal_items where user_id = m.user_id and meal_id = m.id) i) as items) r
     where m.user_id = $1`,
    [userId],
  );
  return rows[0]!.meals;
}

// Written by JSON.stringify as `"\u0000meals\u0000"`: PostgreSQL's text cannot hold NUL, so no value of the
// person's can serialise to it, and the placeholder is found exactly once.
const PLACEHOLDER = '\u0000meals\u0000';

/** The export's JSON with the meals written by PostgreSQL in their place (`data.meals` is left out). */
export function exportJson<T extends { meals: unknown }>(data: T, mealsJson: string): string {
  return JSON.stringify({ ...data, meals: PLACEHOLDER }).replace(JSON.stringify(PLACEHOLDER), () => mealsJson);
}

/** The meals as objects again (the ZIP's CSVs and its pretty-printed `dados.json`), instants as `Date`. */
export function parseExportedMeals(mealsJson: string): ExportedMeal[] {
  return (JSON.parse(mealsJson) as Array<ExportedMeal & Record<'eatenAt' | 'createdAt' | 'updatedAt', string>>).map(
    (meal) => ({
      ...meal,
      eatenAt: new Date(meal.eatenAt),
      createdAt: new Date(meal.createdAt),
      updatedAt: new Date(meal.updatedAt),
    }),
  );
}
