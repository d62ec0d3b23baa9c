import type { DayStats } from '../../../contracts/stats';
import { STREAK_LOOKBACK_DAYS, emptyDay, weeklyProgressPct } from '../../../domain/stats/day-stats';
import { roundFigure } from '../../../domain/foods/nutrients';
import type { Database } from '../../db/client';
import { cellsQuery, type Cell } from '../../db/raw-cells';

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
const DAY_STATS_SQL = `
select p.energy_kcal, p.protein_g, p.carbs_g, p.fat_g, p.water_ml, p.meals_per_day,
       t.energy_kcal, t.protein_g, t.carbs_g, t.fat_g, t.meals_logged, t.slots,
       (select coalesce(sum(w.ml), 0)::int from water_intakes w where w.user_id = $1::uuid and w.local_date = $2::date),
       d.week, coalesce(d.streak_days, 0), u.state_version, u.day_version
from (select 1) as one
left join users u on u.id = $1::uuid
left join profiles p on p.user_id = $1::uuid
left join meal_day_totals t on t.user_id = $1::uuid and t.local_date = $2::date
cross join lateral (
  select coalesce(json_agg(json_build_array(m.local_date, m.energy_kcal) order by m.local_date), '[]') as week,
         (array_agg(m.local_date - greatest(m.run_start, $2::date - ${STREAK_LOOKBACK_DAYS}) + 1 order by m.local_date desc)
            filter (where m.local_date >= $2::date - 1))[1] as streak_days
  from meal_day_totals m
  where m.user_id = $1::uuid and m.local_date between $2::date - 6 and $2::date
) d`;

/** A row of DAY_STATS_SQL as PostgreSQL sent it, cell by cell (see the select list for the order). */
export type DayStatsCells = Cell[];

/** The two numbers follow the figures' fifteen cells (see DAY_STATS_SQL). */
const VERSIONS_AT = 15;

/**
 * The day's figures and the person's `state_version` and `day_version` read
 * in the same snapshot (migrations 0016 and 0017): the figures hold for as
 * long as both numbers do. `versions` is null when there is no such person.
 */
export async function dayStatsWithVersions(
  db: Database,
  userId: string,
  date: string,
): Promise<{ stats: DayStats; versions: { stateVersion: string; dayVersion: string } | null }> {
  const { rows } = await db.$client.query<DayStatsCells>(cellsQuery('stats_day_cells', DAY_STATS_SQL, [userId, date]));
  const cells = rows[0] as DayStatsCells;
  const [stateVersion, dayVersion] = cells.slice(VERSIONS_AT);
  return {
    stats: dayStatsOf(cells, date),
    versions: stateVersion && dayVersion ? { stateVersion, dayVersion } : null,
  };
}

/** GET /api/stats/day: the person's day against their targets, streak and weekly progress. */
export async function getDayStats(db: Database, userId: string, date: string): Promise<DayStats> {
  return (await dayStatsWithVersions(db, userId, date)).stats;
}

/** A number cell, or null for SQL NULL (pg's own parsers: parseInt and parseFloat of the same text). */
const numberOf = (cell: Cell | undefined) => (cell === null || cell === undefined ? null : Number(cell));

/**
 * The slots cell, a text[] of slot names: `{cafe,almoco}`. The names are plain
 * words, which PostgreSQL never quotes, so splitting is the whole parse.
 */
const slotsOf = (cell: Cell | undefined) => (cell ? cell.slice(1, -1).split(',') : []);

export function dayStatsOf(cells: DayStatsCells, date: string): DayStats {
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
