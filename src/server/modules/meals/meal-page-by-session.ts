import { entitlementsAt } from '../../../domain/billing/entitlements';
import { QUICK_CALORIES_FOOD_ID } from '../../../domain/foods/food-source';
import { toSearchKey } from '../../../domain/foods/search-key';
import { encodeCursor, type MealCursor } from '../../../domain/meals/meal-cursor';
import type { Database } from '../../db/client';
import { cellsQuery, instant, type Cell } from '../../db/raw-cells';
import { needsTouch } from '../credentials/session-repository';
import { windowStartOf } from '../billing/history-window';
import { subscriptionStateColumns, subscriptionStateOf } from '../billing/subscription-state-cells';
import { stateOf } from '../billing/subscription-repository';
import { escapeLike } from './list-meals';

const nutrientsOf = (alias: string) =>
  `(select row_to_json(n) from (select ${alias}.energy_kcal as "energyKcal", ${alias}.protein_g as "proteinG",
    ${alias}.carbs_g as "carbsG", ${alias}.fat_g as "fatG", ${alias}.fiber_g as "fiberG",
    ${alias}.sodium_mg as "sodiumMg") n)`;

/**
 * A meal as GET /api/meals writes it (withItems in meal-repository.ts), in
 * SQL: row_to_json is compact and keeps the select order, the instant is
 * written as toISOString writes it, and foodSource follows foodSourceOfId
 * (src/domain/foods/food-source.ts). The items are joined with ',' by hand
 * because json_agg separates them with ', '.
 */
const MEAL_JSON = `(select row_to_json(j) from (select m.id, m.slot,
    to_char(m.eaten_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "eatenAt",
    m.local_date as "localDate",
    ('[' || coalesce((select string_agg(item.json, ',' order by item.position) from (select i.position,
      (select row_to_json(x)::text from (select i.food_id as "foodId", i.food_name as "foodName",
        case when i.food_id like 'taco-%' then 'taco' when i.food_id like 'recipe-%' then 'recipe'
          when i.food_id like 'usda-%' then 'usda' when i.food_id like 'ibge-%' then 'ibge'
          when i.food_id = '${QUICK_CALORIES_FOOD_ID}' then 'quick' else 'custom' end as "foodSource",
        i.quantity, i.unit, i.measure_id as "measureId", i.grams, ${nutrientsOf('i')} as nutrients) x) as json
      from meal_items i where i.user_id = m.user_id and i.meal_id = m.id) item), '') || ']')::json as items,
    ${nutrientsOf('m')} as totals,
    m.incomplete_nutrients as "incompleteNutrients", m.photo_id as "photoId", m.note) j)`;

/** The page's statement: `search` and `after` name the parameters of the ILIKE pattern and the cursor, if any. */
const pageSql = (search: string | null, after: [string, string] | null) => `
  with account as (
    select u.id as user_id, s.last_seen_at as seen, u.trial_ends_at as trial,
      ${subscriptionStateColumns('b')}
    from sessions s join users u on u.id = s.user_id left join subscriptions b on b.user_id = u.id
    where s.token_hash = $1 and s.expires_at > $2::timestamptz limit 1)
  select a.*, m.local_date, m.eaten_at, m.id, ${MEAL_JSON}
  from account a
  left join lateral (select * from meals m where m.user_id = a.user_id ${search ? `and m.search_text ilike ${search}` : ''}
    ${after ? `and (m.eaten_at, m.id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : ''}
    order by m.eaten_at desc, m.id desc limit $3) m on true
  order by m.eaten_at desc, m.id desc`;

/**
 * The four statements by name: with or without a search, the first page or one after a cursor (decision 0051).
 * `(eaten_at, id) < (…)` is listMeals' `eaten_at < … or (eaten_at = … and id < …)`, read along the
 * (user_id, eaten_at desc, id desc) index.
 */
const STATEMENTS = {
  meal_list_by_session: pageSql(null, null),
  meal_search_by_session: pageSql('$4', null),
  meal_list_after_by_session: pageSql(null, ['$4', '$5']),
  meal_search_after_by_session: pageSql('$4', ['$5', '$6']),
};

/**
 * A JSON number with an exponent (after ':', ',' or '['; a uuid's "0e-4" is inside a string): PostgreSQL writes
 * a real below 1e-4 or from 1e6 up that way, JavaScript does not, so Hono answers such a page.
 */
const EXPONENT = /[:,[]-?[0-9.]+e[+-][0-9]/;

/** The account's cells (user id, last seen, trial end, the subscription's nine), then the meal's four. */
const ACCOUNT_CELLS = 12;
type PageRow = Cell[];

/**
 * GET /api/meals?q=&limit=&cursor= for the hot route (decision 0023, addendum of
 * 2026-11-27): the session, the person's entitlements and the page of meals
 * with their items in one statement, where listMealsWithinWindow took three.
 * The page is read without the history window (it depends on rules kept in
 * the domain), then cut to it here: the window only drops the oldest meals
 * of a newest-first page, so a page that lost any to it is the last one.
 * Null when the ordinary path must answer; hot-listener.api.test.ts holds the
 * answer to Hono's byte for byte.
 */
export function mealPageBySession(db: Database) {
  return async (
    sessionHash: string,
    now: Date,
    { q, limit, cursor }: { q?: string; limit: number; cursor?: MealCursor },
  ): Promise<{ userId: string; body: string } | null> => {
    const key = q ? toSearchKey(q) : '';
    const values: unknown[] = [sessionHash, now.toISOString(), limit + 1];
    if (key) values.push(`%${escapeLike(key)}%`);
    if (cursor) values.push(cursor.eatenAt.toISOString(), cursor.id);
    const name = `meal_${key ? 'search' : 'list'}${cursor ? '_after' : ''}_by_session` as const;
    const query = cellsQuery(name, STATEMENTS[name], values);
    const rows = (await db.$client.query<PageRow>(query)).rows;
    const first = rows[0];
    if (!first || needsTouch(instant(first[1] ?? null), now)) return null;
    const trialEndsAt = instant(first[2] ?? null);
    const state = stateOf(trialEndsAt, subscriptionStateOf(first.slice(3, ACCOUNT_CELLS)));
    const windowStart = windowStartOf(entitlementsAt(state, now), now);
    const meals: PageRow[] = [];
    for (const row of rows) {
      const localDate = row[ACCOUNT_CELLS];
      if (localDate === null || localDate === undefined) continue; // no meals: the account's row alone
      if (windowStart === null || localDate >= windowStart) meals.push(row);
    }
    const page = meals.slice(0, limit);
    const json = page.map((row) => row[ACCOUNT_CELLS + 3]).join(',');
    if (EXPONENT.test(json)) return null;
    const last = page[page.length - 1];
    const nextCursor =
      meals.length > limit && last
        ? encodeCursor({ eatenAt: instant(last[ACCOUNT_CELLS + 1] ?? null), id: last[ACCOUNT_CELLS + 2] as string })
        : null;
    return {
      userId: first[0] as string,
      body: `{"items":[${json}],"nextCursor":${JSON.stringify(nextCursor)},"limitedFrom":${JSON.stringify(windowStart)}}`,
    };
  };
}
