import { entitlementsAt } from '../../../domain/billing/entitlements';
import type { MealSlot } from '../../../domain/meals/meal-slots';
import type { Database } from '../../db/client';
import { cellsQuery, instant, type Cell } from '../../db/raw-cells';
import { needsTouch } from '../credentials/session-repository';
import { laterDate, windowStartOf } from '../billing/history-window';
import { subscriptionStateColumns, subscriptionStateOf } from '../billing/subscription-state-cells';
import { stateOf } from '../billing/subscription-repository';
import { mergeDayTotals } from './day-totals';
import { rangeStatsOf } from './get-range-stats';

/**
 * GET /api/stats/range in one statement (decision 0051), where the Hono path
 * took six round trips (session, subscription, profile, per-day totals, water,
 * slots, weights): the session with the subscription, the targets, and the
 * period's per-day totals, water, meals per day and slot, and weights as JSON
 * arrays. The period is read as asked; the history window (rules kept in the
 * domain) is applied after, dropping the days before it, as
 * getRangeStatsWithinWindow reads from the window on.
 */
const RANGE_SQL = `
  with account as (
    select u.id as user_id, s.last_seen_at as seen, u.trial_ends_at as trial, ${subscriptionStateColumns('b')}
    from sessions s join users u on u.id = s.user_id left join subscriptions b on b.user_id = u.id
    where s.token_hash = $1 and s.expires_at > $2::timestamptz limit 1)
  select a.*, p.energy_kcal, p.water_ml,
    (select json_agg(json_build_array(t.local_date, t.energy_kcal, t.protein_g, t.carbs_g, t.fat_g, t.meals_logged))
       from meal_day_totals t where t.user_id = a.user_id and t.local_date between $3::date and $4::date),
    (select json_agg(json_build_array(w.local_date, w.ml)) from (select local_date, sum(ml) as ml from water_intakes
       where user_id = a.user_id and local_date between $3::date and $4::date group by local_date) w),
    (select json_agg(json_build_array(m.local_date, m.slot, m.meals)) from (select local_date, slot, count(*) as meals
       from meals where user_id = a.user_id and local_date between $3::date and $4::date group by local_date, slot) m),
    (select json_agg(json_build_array(g.local_date, g.weight_kg) order by g.local_date)
       from weights g where g.user_id = a.user_id and g.local_date between $3::date and $4::date)
  from account a left join profiles p on p.user_id = a.user_id`;

/** The account's cells (user id, last seen, trial end, the subscription's nine), then the targets and the four arrays. */
const ACCOUNT_CELLS = 12;

const rowsOf = <T>(cell: Cell | undefined): T[] => (cell ? (JSON.parse(cell) as T[]) : []);

/**
 * The answer of GET /api/stats/range for a valid period (the caller checked
 * the dates and the span), or null when the ordinary path must answer (no
 * such session, or one due for its hourly touch).
 */
export async function rangeStatsBySession(
  db: Database,
  sessionHash: string,
  now: Date,
  from: string,
  to: string,
): Promise<{ userId: string; body: string } | null> {
  const query = cellsQuery('stats_range_by_session', RANGE_SQL, [sessionHash, now.toISOString(), from, to]);
  const cells = (await db.$client.query<Cell[]>(query)).rows[0];
  if (!cells || needsTouch(instant(cells[1] ?? null), now)) return null;
  const state = stateOf(instant(cells[2] ?? null), subscriptionStateOf(cells.slice(3, ACCOUNT_CELLS)));
  const windowStart = windowStartOf(entitlementsAt(state, now), now);
  const asked = laterDate(from, windowStart) ?? from;
  const start = asked > to ? to : asked;
  const [energyKcal, waterMl, mealDays, waterDays, slots, weights] = cells.slice(ACCOUNT_CELLS);
  const seen = ({ date }: { date: string }) => date >= start;
  const days = mergeDayTotals(
    rowsOf<[string, number, number, number, number, number]>(mealDays)
      .map(([date, energy, protein, carbs, fat, meals]) => ({
        date,
        energyKcal: energy,
        proteinG: protein,
        carbsG: carbs,
        fatG: fat,
        mealsLogged: meals,
      }))
      .filter(seen),
    rowsOf<[string, number]>(waterDays)
      .map(([date, ml]) => ({ date, waterMl: ml }))
      .filter(seen),
  );
  const bySlot = new Map<MealSlot, number>();
  for (const [date, slot, meals] of rowsOf<[string, MealSlot, number]>(slots)) {
    if (date >= start) bySlot.set(slot, (bySlot.get(slot) ?? 0) + meals);
  }
  const stats = rangeStatsOf(start, to, {
    profile:
      energyKcal === null || energyKcal === undefined
        ? undefined
        : { energyKcal: Number(energyKcal), waterMl: Number(waterMl) },
    days,
    slots: [...bySlot].map(([slot, meals]) => ({ slot, meals })),
    weights: rowsOf<[string, number]>(weights)
      .map(([date, weightKg]) => ({ date, weightKg }))
      .filter(seen),
  });
  return { userId: cells[0] as string, body: JSON.stringify({ ...stats, limitedFrom: windowStart }) };
}
