import type { DayStats } from '../../../contracts/stats';
import { emptyDay, weeklyProgressPct } from '../../../domain/stats/day-stats';
import { roundFigure } from '../../../domain/foods/nutrients';
import type { Database } from '../../db/client';

/** A streak longer than a year is still shown as a year; it bounds the query. */
const STREAK_LOOKBACK_DAYS = 366;
const DEFAULT_MEALS_PER_DAY = 5;
const SLOT_ORDER = ['cafe', 'almoco', 'lanche', 'jantar', 'ceia'] as const;

/**
 * One statement, one round trip (decision 0023): targets, today's sums and
 * slots, today's water, the last 7 days' energy and the streak, read from the
 * per-day totals the meal triggers keep (migration 0007). The streak is the run
 * of consecutive logged days ending today, or yesterday while today is empty
 * (decision 0011): rows ranked newest first sit on that run exactly while
 * `local_date = anchor - (rank - 1)`. stats-fast-path.api.test.ts checks all of
 * it against the domain's straightforward recomputation.
 */
const DAY_STATS_SQL = `
with days as (
  select local_date, energy_kcal, protein_g, carbs_g, fat_g, meals_logged, slots
  from meal_day_totals
  where user_id = $1 and local_date between $2::date - ${STREAK_LOOKBACK_DAYS} and $2::date
),
anchor as (
  select case when exists (select 1 from days where local_date = $2::date) then $2::date else $2::date - 1 end as d
)
select p.energy_kcal as target_kcal, p.protein_g as target_protein_g, p.carbs_g as target_carbs_g,
       p.fat_g as target_fat_g, p.water_ml as target_water_ml, p.meals_per_day,
       t.energy_kcal, t.protein_g, t.carbs_g, t.fat_g, t.meals_logged, t.slots,
       (select coalesce(sum(ml), 0)::int from water_intakes where user_id = $1 and local_date = $2::date) as water_ml,
       (select coalesce(json_agg(json_build_array(local_date, energy_kcal)), '[]')
          from days where local_date > $2::date - 7) as week,
       (select count(*)::int
          from (select local_date, row_number() over (order by local_date desc) as rank
                  from days, anchor where local_date <= anchor.d) ranked, anchor
          where ranked.local_date = anchor.d - (ranked.rank - 1)::int) as streak_days
from (select 1) as one
left join profiles p on p.user_id = $1
left join days t on t.local_date = $2::date`;

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

/** GET /api/stats/day: the person's day against their targets, streak and weekly progress. */
export async function getDayStats(db: Database, userId: string, date: string): Promise<DayStats> {
  const { rows } = await db.$client.query<DayStatsRow>({
    name: 'stats_day',
    text: DAY_STATS_SQL,
    values: [userId, date],
  });
  const row = rows[0] as DayStatsRow;
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
