import { getQueryParam } from 'hono/utils/url';
import { foodSearchQuerySchema, type FoodDto } from '../../contracts/foods';
import { mealListQuerySchema } from '../../contracts/meals';
import { localDate } from '../../domain/calendar/sao-paulo';
import { searchFoods } from '../../domain/foods/food-search';
import type { HotRoute } from '../hot-listener';
import type { Deps } from './deps';
import { HOT_SESSION_CTE, needsTouch } from './credentials/session-repository';
import { toFoodDto } from './foods/food-dto';
import { mealPageBySession } from './meals/meal-page-by-session';
import { meBySession } from './me/me-by-session';
import { dayStatsBySession } from './stats/day-stats-by-session';

/** Distinct food searches whose answer is kept (the catalog never changes while the process runs). */
const FOOD_ANSWERS_KEPT = 2000;

/**
 * The GETs a signed-in screen calls most, answered from node:http ahead of
 * Hono (decision 0023, hot-listener.ts). Each checks the session inside
 * its one statement and returns exactly what its Hono route returns; it
 * declines (null) whatever it does not handle, and Hono answers that.
 */
export function hotRoutes(deps: Pick<Deps, 'db' | 'clock' | 'foods'>): ReadonlyMap<string, HotRoute> {
  const { db, clock } = deps;
  const me = meBySession(db);
  const dayStats = dayStatsBySession(db);
  const mealPage = mealPageBySession(db);
  const foodAnswers = new Map<string, string>();
  const query = (search: string) => getQueryParam(`http://hot/?${search}`) as Record<string, string>;
  let mealSchema: { today: string; schema: ReturnType<typeof mealListQuerySchema> } | null = null;
  const mealQuerySchema = (today: string) => {
    if (mealSchema?.today !== today) mealSchema = { today, schema: mealListQuerySchema(today) };
    return mealSchema.schema;
  };

  return new Map<string, HotRoute>([
    [
      '/api/health',
      async () => {
        // The simple protocol (one Query message), as a bare server would: nothing to bind or describe.
        await db.$client.query('select 1');
        return { body: '{"status":"ok","database":"ok"}', userId: undefined };
      },
    ],
    [
      '/api/stats/day',
      async ({ search, sessionHash }) => {
        if (search !== '' || !sessionHash) return null; // ?date= goes through Hono's validation
        const now = clock();
        return dayStats(sessionHash, now, localDate(now));
      },
    ],
    [
      '/api/me',
      async ({ sessionHash }) => {
        if (!sessionHash) return null;
        return me(sessionHash, clock());
      },
    ],
    [
      '/api/foods',
      async ({ search, sessionHash }) => {
        if (!sessionHash) return null;
        // The session and whether the person has foods of their own, in one statement: their search puts
        // those first (decision 0026), so it is answered by Hono; the kept answers are the catalog's alone.
        const { rows } = await db.$client.query<{ user_id: string; last_seen_at: Date; own_foods: boolean }>({
          name: 'session_check_foods',
          text: `with ${HOT_SESSION_CTE} select user_id, last_seen_at,
            exists (select 1 from my_foods f where f.user_id = session.user_id) as own_foods from session`,
          values: [sessionHash, clock()],
        });
        const session = rows[0];
        if (!session || session.own_foods || needsTouch(session.last_seen_at, clock())) return null;
        let body = foodAnswers.get(search);
        if (body === undefined) {
          const parsed = foodSearchQuerySchema.safeParse(query(search));
          if (!parsed.success) return null; // Hono answers the 400 with its messages
          const { q, limit } = parsed.data;
          const items: FoodDto[] = searchFoods(deps.foods.index, q, limit).map((m) =>
            toFoodDto(m.food, deps.foods.catalog),
          );
          body = JSON.stringify({ items });
          if (foodAnswers.size >= FOOD_ANSWERS_KEPT) foodAnswers.clear();
          foodAnswers.set(search, body);
        }
        return { body, userId: session.user_id };
      },
    ],
    [
      '/api/meals',
      async ({ search, sessionHash }) => {
        if (!sessionHash) return null;
        const params = query(search);
        if (Object.keys(params).some((key) => key !== 'q' && key !== 'limit')) return null;
        const now = clock();
        const parsed = mealQuerySchema(localDate(now)).safeParse(params);
        if (!parsed.success) return null;
        return mealPage(sessionHash, now, parsed.data);
      },
    ],
  ]);
}
