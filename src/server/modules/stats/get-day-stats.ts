import type { DayStats } from '../../../contracts/stats';
import { emptyDay, weeklyProgressPct } from '../../../domain/stats/day-stats';
import { roundFigure } from '../../../domain/foods/nutrients';
import type { Database } from '../../db/client';
import { cellsQuery, instant, type Cell } from '../../db/raw-cells';
import { needsTouch } from '../auth/session-repository';

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
const dayStatsSql = ({ from, user, date, session }: { from: string; user: string; date: string; session?: string }) => `
select p.energy_kcal, p.protein_g, p.carbs_g, p.fat_g, p.water_ml, p.meals_per_day,
       t.energy_kcal, t.protein_g, t.carbs_g, t.fat_g, t.meals_logged, t.slots,
       (select coalesce(sum(w.ml), 0)::int from water_intakes w where w.user_id = ${user} and w.local_date = ${date}),
       d.week, coalesce(d.streak_days, 0)${session ? `, ${session}` : ''}
from ${from}
left join profiles p on p.user_id = ${user}
left join meal_day_totals t on t.user_id = ${user} and t.local_date = ${date}
cross join lateral (
  select coalesce(json_agg(json_build_array(m.local_date, m.energy_kcal) order by m.local_date), '[]') as week,
         (array_agg(m.local_date - greatest(m.run_start, ${date} - ${STREAK_LOOKBACK_DAYS}) + 1 order by m.local_date desc)
            filter (where m.local_date >= ${date} - 1))[1] as streak_days
  from meal_day_totals m
  where m.user_id = ${user} and m.local_date between ${date} - 6 and ${date}
) d`;

const DAY_STATS_SQL = dayStatsSql({ from: '(select 1) as one', user: '$1::uuid', date: '$2::date' });
/**
 * The same figures joined to the session check of the hot route ($1 token hash, $2 now, $3 the date): no row
 * without a valid session. One flat statement rather than CTEs read by init-plans: PostgreSQL's time on this
 * route went to setting each plan node up, per execution, more than to the index scans (decision 0023, second
 * addendum of 2026-11-27).
 */
const HOT_DAY_STATS_SQL = `${dayStatsSql({
  // No join to users: a session's user_id references users ON DELETE CASCADE, so the person exists.
  from: 'sessions s',
  user: 's.user_id',
  date: '$3::date',
  session: 's.user_id, s.last_seen_at',
})}
where s.token_hash = $1 and s.expires_at > $2::timestamptz`;

/** A row of dayStatsSql as PostgreSQL sent it, cell by cell (see the select list for the order). */
type DayStatsCells = Cell[];

/** GET /api/stats/day: the person's day against their targets, streak and weekly progress. */
export async function getDayStats(db: Database, userId: string, date: string): Promise<DayStats> {
  const { rows } = await db.$client.query<DayStatsCells>(cellsQuery('stats_day_cells', DAY_STATS_SQL, [userId, date]));
  return dayStatsOf(rows[0] as DayStatsCells, date);
}

/** The session's two cells follow the figures' fifteen (see HOT_DAY_STATS_SQL). */
const SESSION_AT = 15;

/**
 * GET /api/stats/day for the hot route (decision 0023): the session check and
 * the figures in one round trip; null when the ordinary path must answer (no
 * valid session, or one due for its hourly touch). Cells arrive as text, as
 * in me-by-session.ts: pg's per-column parsers were a visible share of the
 * route (decision 0023, second addendum of 2026-11-27).
 */
export async function getDayStatsBySession(
  db: Database,
  sessionHash: string,
  now: Date,
  date: string,
): Promise<{ userId: string; stats: DayStats } | null> {
  const { rows } = await db.$client.query<DayStatsCells>(
    cellsQuery('stats_day_by_session_cells', HOT_DAY_STATS_SQL, [sessionHash, now.toISOString(), date]),
  );
  const cells = rows[0];
  const userId = cells?.[SESSION_AT];
  const lastSeenAt = cells?.[SESSION_AT + 1];
  if (!cells || !userId || !lastSeenAt || needsTouch(instant(lastSeenAt), now)) return null;
  return { userId, stats: dayStatsOf(cells, date) };
}

/** A number cell, or null for SQL NULL (pg's own parsers: parseInt and parseFloat of the same text). */
const numberOf = (cell: Cell | undefined) => (cell === null || cell === undefined ? null : Number(cell));

/**
 * The slots cell, a text[] of slot names: `{cafe,almoco}`. The names are plain
 * words, which PostgreSQL never quotes, so splitting is the whole parse.
 */
const slotsOf = (cell: Cell | undefined) => (cell ? cell.slice(1, -1).split(',') : []);

function dayStatsOf(cells: DayStatsCells, date: string): DayStats {
  const [targetKcal, targetProteinG, targetCarbsG, targetFatG, targetWaterMl, mealsPerDay] = cells
    .slice(0, 6)
    .map(numberOf);
  const [energyKcal, proteinG, carbsG, fatG, mealsLogged] = cells.slice(6, 11).map(numberOf);
  const logged = JSON.parse(cells[13] as string) as [string, number][];
  const week = logged.map(([day, energy]) => ({ ...emptyDay(day), energyKcal: energy }));
  const slots = new Set(slotsOf(cells[11]));
  return {
    date,
    energyKcal: roundFigure(energyKcal ?? 0),
    energyTargetKcal: targetKcal ?? null,
    proteinG: roundFigure(proteinG ?? 0),
    proteinTargetG: targetProteinG ?? null,
    carbsG: roundFigure(carbsG ?? 0),
    carbsTargetG: targetCarbsG ?? null,
    fatG: roundFigure(fatG ?? 0),
    fatTargetG: targetFatG ?? null,
    mealsLogged: mealsLogged ?? 0,
    mealsPerDay: mealsPerDay ?? DEFAULT_MEALS_PER_DAY,
    slotsLogged: SLOT_ORDER.filter((slot) => slots.has(slot)),
    waterMl: Number(cells[12]),
    waterTargetMl: targetWaterMl ?? null,
    streakDays: Number(cells[14]),
    weeklyProgressPct: weeklyProgressPct(week, date, targetKcal ?? null),
  };
}
