import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/calendar/local-days';
import { roundFigure } from '../../domain/foods/nutrients';
import { mealsTotals } from '../../domain/nutrition/totals';
import { seededRandom } from '../../domain/seeded-random';
import { runStarts } from '../../domain/stats/day-stats';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

/**
 * `refresh_meal_day_totals` (the trigger function behind meal_day_totals, decision 0061 item 1) against the
 * domain, on generated data: after every random statement — single and bulk inserts, moves between days,
 * edits of figures (unknown ones included), deletes — each kept row must be what the domain says of that
 * day's meals: `mealsTotals` for the sums (an unknown sum kept as 0, as the dashboard shows it), the count,
 * the slots, and `runStarts` for the first day of its run (the streak). And the function the migrations
 * leave is the text of src/server/db/functions/refresh_meal_day_totals.sql, the one place it is read.
 */
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const SLOTS = ['cafe', 'almoco', 'lanche', 'jantar', 'ceia'] as const;
const TODAY = '2026-12-07';

interface MealRow {
  id: string;
  local_date: string;
  slot: string;
  energy_kcal: number | null;
  protein_g: number | null;
  carbs_g: number | null;
  fat_g: number | null;
  fiber_g: number | null;
  sodium_mg: number | null;
  incomplete_nutrients: string[];
}

async function person(email: string): Promise<string> {
  const { rows } = await t.db.$client.query<{ id: string }>(
    `insert into users (email, name, trial_ends_at) values ($1, 'Pessoa', now()) returning id`,
    [email],
  );
  return rows[0]!.id;
}

/** What the domain says each logged day of the person should keep. */
async function expectedDays(userId: string) {
  const { rows } = await t.db.$client.query<MealRow>(
    `select id, local_date::text, slot, energy_kcal, protein_g, carbs_g, fat_g, fiber_g, sodium_mg,
       incomplete_nutrients from meals where user_id = $1`,
    [userId],
  );
  const byDate = new Map<string, MealRow[]>();
  for (const row of rows) byDate.set(row.local_date, [...(byDate.get(row.local_date) ?? []), row]);
  const starts = runStarts(byDate.keys());
  return [...byDate]
    .map(([date, meals]) => {
      const { totals } = mealsTotals(
        meals.map((m) => ({
          totals: {
            energyKcal: m.energy_kcal,
            proteinG: m.protein_g,
            carbsG: m.carbs_g,
            fatG: m.fat_g,
            fiberG: m.fiber_g,
            sodiumMg: m.sodium_mg,
          },
          incompleteNutrients: m.incomplete_nutrients,
        })),
      );
      return {
        date,
        energyKcal: totals.energyKcal ?? 0,
        proteinG: totals.proteinG ?? 0,
        carbsG: totals.carbsG ?? 0,
        fatG: totals.fatG ?? 0,
        mealsLogged: meals.length,
        slots: [...new Set(meals.map((m) => m.slot))].sort(),
        runStart: starts.get(date),
      };
    })
    .sort((a, b) => a.date.localeCompare(b.date));
}

async function keptDays(userId: string) {
  const { rows } = await t.db.$client.query<{
    local_date: string;
    energy_kcal: number;
    protein_g: number;
    carbs_g: number;
    fat_g: number;
    meals_logged: number;
    slots: string[];
    run_start: string;
  }>(
    `select local_date::text, energy_kcal, protein_g, carbs_g, fat_g, meals_logged, slots, run_start::text
       from meal_day_totals where user_id = $1 order by local_date`,
    [userId],
  );
  return rows.map((r) => ({
    date: r.local_date,
    energyKcal: roundFigure(r.energy_kcal),
    proteinG: roundFigure(r.protein_g),
    carbsG: roundFigure(r.carbs_g),
    fatG: roundFigure(r.fat_g),
    mealsLogged: r.meals_logged,
    slots: [...r.slots].sort(),
    runStart: r.run_start,
  }));
}

describe('refresh_meal_day_totals contra o domínio', () => {
  it('o banco migrado roda o texto de src/server/db/functions/refresh_meal_day_totals.sql', async () => {
    const file = readFileSync(new URL('./functions/refresh_meal_day_totals.sql', import.meta.url), 'utf8');
    const body = /AS \$\$([\s\S]*)\$\$;\s*$/.exec(file)?.[1];
    const { rows } = await t.db.$client.query<{ prosrc: string }>(
      `select prosrc from pg_proc where proname = 'refresh_meal_day_totals'`,
    );
    expect(rows).toHaveLength(1);
    expect(body?.trim()).toBe(rows[0]!.prosrc.trim());
  });

  it('cada dia guardado é o que o domínio diz das refeições, após cada escrita aleatória', async () => {
    const random = seededRandom(3104);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    // A figure: mostly known, sometimes unknown (TACO's "NA"), with decimals that float sums would blur.
    const figure = () => (random() < 0.15 ? null : Math.round(random() * 80000) / 100);
    const someone = await person('ana.trigger@example.com');
    const other = await person('bia.trigger@example.com');
    const day = () => addDays(TODAY, -Math.floor(random() * 20));
    const insert = async (userId: string, dates: string[]) => {
      const values = dates.map(
        (_, i) =>
          `($1, '${pick(SLOTS)}', ($${i + 2}::date + time '12:00') at time zone 'America/Sao_Paulo', $${i + 2},` +
          ` ${figure()}, ${figure()}, ${figure()}, ${figure()}, ${figure()}, ${figure()},` +
          ` '{}', 'teste', 'teste', now(), now())`,
      );
      await t.db.$client.query(
        `insert into meals (user_id, slot, eaten_at, local_date, energy_kcal, protein_g, carbs_g, fat_g, fiber_g,
           sodium_mg, incomplete_nutrients, search_text, catalog_version, created_at, updated_at)
         values ${values.join(', ')}`,
        [userId, ...dates],
      );
    };
    const ids = async (userId: string) =>
      (await t.db.$client.query<{ id: string }>(`select id from meals where user_id = $1`, [userId])).rows.map(
        (r) => r.id,
      );

    for (let step = 0; step < 60; step++) {
      const userId = random() < 0.8 ? someone : other;
      const mine = await ids(userId);
      const action = random();
      let what: string;
      if (action < 0.45 || mine.length < 3) {
        const dates = Array.from({ length: 1 + Math.floor(random() * 4) }, day);
        await insert(userId, dates);
        what = `insert ${dates.join(' ')}`;
      } else if (action < 0.65) {
        const id = pick(mine);
        const to = day();
        await t.db.$client.query(
          `update meals set local_date = $2, eaten_at = ($2::date + time '19:00') at time zone 'America/Sao_Paulo'
             where id = $1`,
          [id, to],
        );
        what = `move to ${to}`;
      } else if (action < 0.8) {
        const column = pick(['energy_kcal', 'protein_g', 'carbs_g', 'fat_g']);
        await t.db.$client.query(`update meals set ${column} = $2 where id = $1`, [pick(mine), figure()]);
        what = `edit ${column}`;
      } else if (action < 0.95) {
        await t.db.$client.query(`delete from meals where id = $1`, [pick(mine)]);
        what = 'delete one';
      } else {
        // A bulk statement over a whole day, as a script or an account import would.
        const emptied = day();
        await t.db.$client.query(`delete from meals where user_id = $1 and local_date = $2`, [userId, emptied]);
        what = `empty ${emptied}`;
      }
      for (const who of [someone, other]) {
        expect(await keptDays(who), `step ${step}: ${what}`).toEqual(await expectedDays(who));
      }
    }
  });
});
