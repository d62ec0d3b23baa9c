import type { DayStats } from '../../../contracts/stats';
import { emptyDay, weeklyProgressPct } from '../../../domain/stats/day-stats';
import { roundFigure } from '../../../domain/foods/nutrients';
import type { Database } from '../../db/client';
import { HOT_SESSION_CTE, needsTouch } from '../auth/session-repository';

/** A streak longer than a year is still shown as a year; it bounds the query. */
const STREAK_LOOKBACK_DAYS = 366;
const DEFAULT_MEALS_PER_DAY = 5;
const SLOT_ORDER = ['cafe', 'almoco', 'lanche', 'jantar', 'ceia'] as const;

/**
 * One statement, one round trip (decision 0023): targets, today's sums and
 * slots, today's water, the last 7 days' energy and the streak, read from the
 * per-day totals the meal triggers keep (migrations 0007 and 0014): at most 7
 * rows of the primary key. The streak is the run of consecutive logged days
 * ending today, or yesterday while today is empty (decision 0011): the newest
 * of those two rows carries the first day of its run (`run_start`, kept at
 * write time), so the streak is a subtraction, capped at the
 * STREAK_LOOKBACK_DAYS window the ranking query used to read.
 * stats-fast-path.api.test.ts checks all of it against the domain's
 * straightforward recomputation.
 */
const dayStatsSql = (user: string, date: string, session = '') => `
with ${session}days as (
  select local_date, energy_kcal, protein_g, carbs_g, fat_g, meals_logged, slots, run_start
  from meal_day_totals
  where user_id = ${user} and local_date between ${date} - 6 and ${date}
)
select p.energy_kcal as target_kcal, p.protein_g as target_protein_g, p.carbs_g as target_carbs_g,
       p.fat_g as target_fat_g, p.water_ml as target_water_ml, p.meals_per_day,
       t.energy_kcal, t.protein_g, t.carbs_g, t.fat_g, t.meals_logged, t.slots,
       (select coalesce(sum(ml), 0)::int from water_intakes where user_id = ${user} and local_date = ${date}) as water_ml,
       (select coalesce(json_agg(json_build_array(local_date, energy_kcal)), '[]') from days) as week,
       coalesce((select local_date - greatest(run_start, ${date} - ${STREAK_LOOKBACK_DAYS}) + 1
                   from days where local_date >= ${date} - 1
                   order by local_date desc limit 1), 0) as streak_days${
                     session
                       ? ',\n       (select user_id from session) as session_user_id, (select last_seen_at from session) as session_last_seen_at'
                       : ''
                   }
from (select 1) as one
left join profiles p on p.user_id = ${user}
left join days t on t.local_date = ${date}`;

const DAY_STATS_SQL = dayStatsSql('$1::uuid', '$2::date');
/** The same statement behind the session check of the hot route: $1 token hash, $2 now, $3 the date. */
const HOT_DAY_STATS_SQL = dayStatsSql('(select user_id from session)', '$3::date', `${HOT_SESSION_CTE},\n`);

interface DayStatsRow {
  target_kcal: number | null;
  target_protein_g: number | null;
  target_carbs_g: number | null;
  target_fat_g: number | null;
  target_water_ml: number | null;
  meals_per_day: number | null;
  energy_kcal: number | null;
  protein_g: number | null;
  carbs_g: number | null;
  fat_g: number | null;
  meals_logged: number | null;
  slots: string[] | null;
  water_ml: number;
  week: [string, number][];
  streak_days: number;
}

interface HotDayStatsRow extends DayStatsRow {
  session_user_id: string | null;
  session_last_seen_at: Date | null;
}

/** GET /api/stats/day: the person's day against their targets, streak and weekly progress. */
export async function getDayStats(db: Database, userId: string, date: string): Promise<DayStats> {
  const { rows } = await db.$client.query<DayStatsRow>({
    name: 'stats_day',
    text: DAY_STATS_SQL,
    values: [userId, date],
  });
  return dayStatsOf(rows[0] as DayStatsRow, date);
}

/**
 * GET /api/stats/day for the hot route (decision 0023): the session check and
 * the figures in one round trip; null when the ordinary path must answer (no
 * valid session, or one due for its hourly touch).
 */
export async function getDayStatsBySession(
  db: Database,
  sessionHash: string,
  now: Date,
  date: string,
): Promise<{ userId: string; stats: DayStats } | null> {
  const { rows } = await db.$client.query<HotDayStatsRow>({
    name: 'stats_day_by_session',
    text: HOT_DAY_STATS_SQL,
    values: [sessionHash, now, date],
  });
  const row = rows[0] as HotDayStatsRow;
  if (!row.session_user_id || !row.session_last_seen_at || needsTouch(row.session_last_seen_at, now)) return null;
  return { userId: row.session_user_id, stats: dayStatsOf(row, date) };
}

function dayStatsOf(row: DayStatsRow, date: string): DayStats {
  const week = row.week.map(([day, energyKcal]) => ({ ...emptyDay(day), energyKcal }));
  const slots = new Set(row.slots ?? []);
  return {
    date,
    energyKcal: roundFigure(row.energy_kcal ?? 0),
    energyTargetKcal: row.target_kcal,
    proteinG: roundFigure(row.protein_g ?? 0),
    proteinTargetG: row.target_protein_g,
    carbsG: roundFigure(row.carbs_g ?? 0),
    carbsTargetG: row.target_carbs_g,
    fatG: roundFigure(row.fat_g ?? 0),
    fatTargetG: row.target_fat_g,
    mealsLogged: row.meals_logged ?? 0,
    mealsPerDay: row.meals_per_day ?? DEFAULT_MEALS_PER_DAY,
    slotsLogged: SLOT_ORDER.filter((slot) => slots.has(slot)),
    waterMl: row.water_ml,
    waterTargetMl: row.target_water_ml,
    streakDays: row.streak_days,
    weeklyProgressPct: weeklyProgressPct(week, date, row.target_kcal),
  };
}
