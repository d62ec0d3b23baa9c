import { addDays, daysBetween } from '../../../domain/calendar/local-days';
import type { Database } from '../../db/client';
import { cellsQuery, instant, type Cell } from '../../db/raw-cells';
import { needsTouch } from '../credentials/session-repository';
import { STREAK_LOOKBACK_DAYS } from '../../../domain/stats/day-stats';
import { dayStatsOf, type DayStatsCells } from './get-day-stats';

/**
 * GET /api/stats/day?date= of a day no kept answer serves (decision 0051): the
 * session, the targets, the day's water and the week's per-day totals (at most
 * 7 rows of the primary key, the day's own among them) in one statement, one
 * round trip like a bare server's sum. It returns the rows as they are: the
 * week, the day and the streak are picked in Node, because PostgreSQL — the
 * side this route waited on — paid more to set up the ordered aggregates and
 * JSON of DAY_STATS_SQL at each execution than to read the rows (two sorts, ten
 * aggregates, for seven rows). The answer is made by the same dayStatsOf.
 */
const PAST_DAY_SQL = `
select s.user_id, s.last_seen_at, p.energy_kcal, p.protein_g, p.carbs_g, p.fat_g, p.water_ml, p.meals_per_day, w.ml,
       m.local_date, m.energy_kcal, m.protein_g, m.carbs_g, m.fat_g, m.meals_logged, m.slots, m.run_start
from sessions s
left join profiles p on p.user_id = s.user_id
cross join lateral (select coalesce(sum(ml), 0)::int as ml from water_intakes
                    where user_id = s.user_id and local_date = $3::date) w
left join meal_day_totals m on m.user_id = s.user_id and m.local_date between $3::date - 6 and $3::date
where s.token_hash = $1 and s.expires_at > $2::timestamptz`;

/** Cells of a row: the session's two, the targets' six, the water, then one day of the week (eight, or nulls). */
const DAY_AT = 9;

/**
 * The day's answer, or null when the ordinary path must answer (no such
 * session, or one due for its hourly touch).
 */
export async function pastDayStatsBySession(
  db: Database,
  sessionHash: string,
  now: Date,
  date: string,
): Promise<{ userId: string; body: string } | null> {
  const query = cellsQuery('stats_past_day_by_session', PAST_DAY_SQL, [sessionHash, now.toISOString(), date]);
  const rows = (await db.$client.query<Cell[]>(query)).rows;
  const first = rows[0];
  if (!first || needsTouch(instant(first[1] ?? null), now)) return null;
  const week = rows
    .map((row) => row.slice(DAY_AT))
    .filter((day) => day[0] !== null)
    .sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
  const day = week.find((d) => d[0] === date);
  // The streak is counted from the day, or from the day before while the day is empty (DAY_STATS_SQL's anchor).
  const anchor = day ?? week.find((d) => d[0] === addDays(date, -1));
  const lookback = addDays(date, -STREAK_LOOKBACK_DAYS);
  const runStart = anchor ? (anchor[7] as string) : null;
  const streak =
    anchor && runStart ? daysBetween(runStart > lookback ? runStart : lookback, anchor[0] as string) + 1 : 0;
  const cells: DayStatsCells = [
    ...first.slice(2, 8),
    ...(day ? day.slice(1, 7) : [null, null, null, null, null, null]),
    first[8] ?? '0',
    JSON.stringify(week.map((d) => [d[0], Number(d[1])])),
    String(streak),
  ];
  return { userId: first[0] as string, body: JSON.stringify(dayStatsOf(cells, date)) };
}
