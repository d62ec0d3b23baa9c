import { LRUCache } from 'lru-cache';
import { getQueryParam } from 'hono/utils/url';
import { foodSearchQuerySchema, type FoodDto } from '../../contracts/foods';
import { mealListQuerySchema } from '../../contracts/meals';
import { dayStatsQuerySchema, rangeStatsQuerySchema, STATS_RANGE_MAX_DAYS } from '../../contracts/stats';
import { daysBetween } from '../../domain/calendar/local-days';
import { localDate } from '../../domain/calendar/sao-paulo';
import { decodeCursor } from '../../domain/meals/meal-cursor';
import { searchFoods } from '../../domain/foods/food-search';
import type { HotRoute } from '../hot-listener';
import type { Deps } from './deps';
import { HOT_SESSION_CTE, needsTouch } from './credentials/session-repository';
import { toFoodDto } from './foods/food-dto';
import { mealPageBySession } from './meals/meal-page-by-session';
import { meBySession } from './me/me-by-session';
import { dayStatsBySession } from './stats/day-stats-by-session';
import { pastDayStatsBySession } from './stats/past-day-stats-by-session';
import { rangeStatsBySession } from './stats/range-stats-by-session';

/** The history's page: a search, its size and where the last one ended (filters go through Hono). */
const PAGE_PARAMS = new Set(['q', 'limit', 'cursor']);

/** A schema that depends on the São Paulo day, built once per day rather than per request. */
function perDay<T>(build: (today: string) => T): (today: string) => T {
  let kept: { today: string; schema: T } | null = null;
  return (today) => {
    if (kept?.today !== today) kept = { today, schema: build(today) };
    return kept.schema;
  };
}

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
  const foodAnswers = new LRUCache<string, string>({ max: FOOD_ANSWERS_KEPT });
  const query = (search: string) => getQueryParam(`http://hot/?${search}`) as Record<string, string>;
  const mealQuerySchema = perDay(mealListQuerySchema);
  const dayQuerySchema = perDay(dayStatsQuerySchema);
  const rangeQuerySchema = perDay(rangeStatsQuerySchema);

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
        if (!sessionHash) return null;
        const now = clock();
        const today = localDate(now);
        if (search === '') return dayStats(sessionHash, now, today);
        const params = query(search);
        if (Object.keys(params).some((key) => key !== 'date')) return null;
        const parsed = dayQuerySchema(today).safeParse(params);
        if (!parsed.success) return null; // Hono answers the 400 with its messages
        const date = parsed.data.date ?? today;
        // Today's answer is kept beside its versions; any other day is one statement (decision 0051).
        return date === today ? dayStats(sessionHash, now, date) : pastDayStatsBySession(db, sessionHash, now, date);
      },
    ],
    [
      '/api/stats/range',
      async ({ search, sessionHash }) => {
        if (!sessionHash) return null;
        const params = query(search);
        if (Object.keys(params).some((key) => key !== 'from' && key !== 'to')) return null;
        const now = clock();
        const parsed = rangeQuerySchema(localDate(now)).safeParse(params);
        if (!parsed.success) return null;
        const { from, to } = parsed.data;
        const span = daysBetween(from, to);
        if (span < 0 || span >= STATS_RANGE_MAX_DAYS) return null; // Hono's 400, worded there
        return rangeStatsBySession(db, sessionHash, now, from, to);
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
        if (Object.keys(params).some((key) => !PAGE_PARAMS.has(key))) return null;
        const now = clock();
        const parsed = mealQuerySchema(localDate(now)).safeParse(params);
        if (!parsed.success) return null;
        const { cursor: text, ...page } = parsed.data;
        if (text === undefined) return mealPage(sessionHash, now, page);
        const cursor = decodeCursor(text);
        // An unreadable cursor is Hono's 400; a page after a cursor is the history's next one (decision 0051).
        return cursor ? mealPage(sessionHash, now, { ...page, cursor }) : null;
      },
    ],
  ]);
}
