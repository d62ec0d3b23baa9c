import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayStatsSchema, rangeStatsSchema } from '../../../contracts/stats';
import { addDays, datesFrom } from '../../../domain/calendar/local-days';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { roundFigure } from '../../../domain/foods/nutrients';
import { emptyDay, streakDays, weeklyProgressPct, type DayTotals } from '../../../domain/stats/day-stats';
import { mealDayTotals, meals, users } from '../../db/schema';
import { tokenHash } from '../credentials/tokens';
import { dayStatsBySession } from './day-stats-by-session';
import { browser, createTestApp, validOnboarding, validSignup, type TestApp } from '../../test/test-app';
import { seededRandom } from '../../../domain/seeded-random';

// The fast path (per-day totals kept by triggers, one SQL statement for the day)
// against a straightforward recomputation from the meals themselves, on random data.

let t: TestApp;
/** The hot route's answers, kept across every write of this file: each must show on the next call. */
let hot: ReturnType<typeof dayStatsBySession>;
beforeAll(async () => {
  t = await createTestApp(); // clock: 2026-11-22T15:00:00Z = 12:00 in São Paulo
  hot = dayStatsBySession(t.db);
});
afterAll(() => t.close());

const TODAY = '2026-11-22';
const FOODS = ['taco-3', 'taco-561', 'taco-53', 'taco-182', 'taco-488'];
const SLOTS = ['cafe', 'almoco', 'lanche', 'jantar', 'ceia'] as const;

const random = seededRandom; // the same "random" data on every run

async function onboarded(email: string) {
  const client = browser(t.app);
  await client.post('/api/auth/signup', validSignup({ email }));
  await client.put('/api/me/onboarding', validOnboarding());
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { client, userId: user!.id };
}

/** What the day figures are, summed in TypeScript from the person's meal rows and the domain's rules. */
async function recompute(userId: string, date: string) {
  const rows = await t.db.select().from(meals).where(eq(meals.userId, userId));
  const byDate = new Map<string, DayTotals & { slots: Set<string> }>();
  for (const m of rows) {
    const day = byDate.get(m.localDate) ?? { ...emptyDay(m.localDate), slots: new Set<string>() };
    day.energyKcal += m.energyKcal ?? 0;
    day.proteinG += m.proteinG ?? 0;
    day.carbsG += m.carbsG ?? 0;
    day.fatG += m.fatG ?? 0;
    day.mealsLogged += 1;
    day.slots.add(m.slot);
    byDate.set(m.localDate, day);
  }
  const logged = new Set([...byDate.keys()].filter((d) => d <= date && d >= addDays(date, -366)));
  const week = datesFrom(addDays(date, -6), date).map((d) => byDate.get(d) ?? emptyDay(d));
  const today = byDate.get(date);
  return {
    byDate,
    energyKcal: roundFigure(today?.energyKcal ?? 0),
    proteinG: roundFigure(today?.proteinG ?? 0),
    carbsG: roundFigure(today?.carbsG ?? 0),
    fatG: roundFigure(today?.fatG ?? 0),
    mealsLogged: today?.mealsLogged ?? 0,
    slotsLogged: SLOTS.filter((s) => today?.slots.has(s)),
    streakDays: streakDays(logged, date),
    weeklyProgressPct: weeklyProgressPct(week, date, validOnboardingTargetKcal),
  };
}
let validOnboardingTargetKcal = 0;

async function expectSameFigures(client: ReturnType<typeof browser>, userId: string, dates: string[]) {
  for (const date of dates) {
    const day = dayStatsSchema.parse((await client.get(`/api/stats/day?date=${date}`)).body);
    // The hot route (decision 0023) gives the same figures, whether read now or kept from before the last writes.
    for (let call = 0; call < 2; call++) {
      const found = await hot(tokenHash(client.jar.get('nutri_session')!), t.clock.now(), date);
      expect(found?.userId, date).toBe(userId);
      expect(JSON.parse(found!.body), date).toEqual(day);
    }
    const expected = await recompute(userId, date);
    expect(day, date).toMatchObject({
      energyKcal: expected.energyKcal,
      proteinG: expected.proteinG,
      carbsG: expected.carbsG,
      fatG: expected.fatG,
      mealsLogged: expected.mealsLogged,
      slotsLogged: expected.slotsLogged,
      streakDays: expected.streakDays,
      weeklyProgressPct: expected.weeklyProgressPct,
    });
  }
}

describe('estatísticas pelo caminho rápido', () => {
  it('batem com a recontagem a partir das refeições, com dados aleatórios, edições e exclusões', async () => {
    const rand = random(20261122);
    const { client, userId } = await onboarded('rita.fast@example.com');
    validOnboardingTargetKcal = (await client.get('/api/me')).body.targets.energyKcal;
    const ids: string[] = [];
    // ~40 days back with gaps; times around São Paulo midnight too (02:30Z is 23:30 the day before).
    for (let i = 0; i < 70; i++) {
      const daysBack = Math.floor(rand() * 40);
      if (daysBack % 9 === 4) continue; // some days stay empty: streaks break there
      const hourUtc = [2, 3, 11, 15, 22][Math.floor(rand() * 5)]!;
      const eatenAt = new Date(Date.parse(`${addDays(TODAY, -daysBack)}T00:00:00Z`) + hourUtc * 3_600_000);
      if (eatenAt.getTime() > Date.parse('2026-11-22T15:00:00Z')) continue;
      const items = Array.from({ length: 1 + Math.floor(rand() * 3) }, () => ({
        foodId: FOODS[Math.floor(rand() * FOODS.length)]!,
        grams: 20 + Math.round(rand() * 600),
      }));
      const res = await client.post('/api/meals', {
        slot: SLOTS[Math.floor(rand() * SLOTS.length)],
        eatenAt: eatenAt.toISOString(),
        items,
      });
      expect(res.status).toBe(201);
      expect(res.body.localDate).toBe(localDate(eatenAt));
      ids.push(res.body.id);
    }
    // Edits move meals between days and change their items; some meals go away.
    for (const id of ids.slice(0, 8)) {
      await client.send('PATCH', `/api/meals/${id}`, {
        eatenAt: '2026-11-21T02:30:00Z',
        items: [{ foodId: 'taco-3', grams: 333 }],
      });
    }
    for (const id of ids.slice(8, 14)) expect((await client.send('DELETE', `/api/meals/${id}`)).status).toBe(204);
    // A multi-row statement (as a bulk import would do) goes through the same triggers.
    await t.db.execute(
      sql`update meals set energy_kcal = energy_kcal * 1.5 where user_id = ${userId} and slot = 'cafe'`,
    );

    const dates = [
      TODAY,
      addDays(TODAY, -1),
      addDays(TODAY, -3),
      addDays(TODAY, -10),
      addDays(TODAY, -39),
      '2026-12-01',
    ];
    await expectSameFigures(client, userId, dates);

    const range = rangeStatsSchema.parse((await client.get(`/api/stats/range?from=2026-10-10&to=${TODAY}`)).body);
    const { byDate } = await recompute(userId, TODAY);
    for (const day of range.days) {
      const expected = byDate.get(day.date) ?? emptyDay(day.date);
      expect(day.mealsLogged, day.date).toBe(expected.mealsLogged);
      expect(day.energyKcal, day.date).toBeCloseTo(expected.energyKcal, 6);
      expect(day.proteinG, day.date).toBeCloseTo(expected.proteinG, 6);
    }
  });

  it('escritas simultâneas no mesmo dia não perdem nenhuma refeição nos totais', async () => {
    const { client, userId } = await onboarded('sara.fast@example.com');
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        client.post('/api/meals', {
          slot: 'almoco',
          eatenAt: '2026-11-22T14:00:00Z',
          items: [{ foodId: 'taco-3', grams: 100 + i }],
        }),
      ),
    );
    const [totals] = await t.db.select().from(mealDayTotals).where(eq(mealDayTotals.userId, userId));
    expect(totals?.mealsLogged).toBe(12);
    await expectSameFigures(client, userId, [TODAY]);
  });

  it('a sequência guardada na escrita (run_start) bate com a recontagem ao preencher e abrir buracos', async () => {
    // Migration 0014: each day row carries the first day of its run of consecutive days. Random single-day
    // inserts (filling gaps merges runs), deletes (emptying a day splits a run), moves between days and bulk
    // statements, checked after each step against runs recomputed here from the meal rows.
    const rand = random(14);
    const { client, userId } = await onboarded('vera.runs@example.com');
    const runsFromMeals = async () => {
      const days = [
        ...new Set((await t.db.select().from(meals).where(eq(meals.userId, userId))).map((m) => m.localDate)),
      ];
      days.sort();
      const expected = new Map<string, string>();
      days.forEach((day, i) => {
        const previous = days[i - 1];
        expected.set(day, previous !== undefined && addDays(previous, 1) === day ? expected.get(previous)! : day);
      });
      return expected;
    };
    const expectRuns = async (step: string) => {
      const rows = await t.db.select().from(mealDayTotals).where(eq(mealDayTotals.userId, userId));
      expect(new Map(rows.map((r) => [r.localDate, r.runStart])), step).toEqual(await runsFromMeals());
    };
    const ids = new Map<string, string[]>();
    const at = (daysBack: number) => new Date(Date.parse(`${addDays(TODAY, -daysBack)}T14:00:00Z`)).toISOString();
    for (let step = 0; step < 45; step++) {
      const daysBack = Math.floor(rand() * 15);
      const day = addDays(TODAY, -daysBack);
      const logged = ids.get(day) ?? [];
      const action = rand();
      if (action < 0.6 || logged.length === 0) {
        const res = await client.post('/api/meals', {
          slot: 'almoco',
          eatenAt: at(daysBack),
          items: [{ foodId: 'taco-3', grams: 100 }],
        });
        expect(res.status).toBe(201);
        ids.set(day, [...logged, res.body.id]);
      } else if (action < 0.85) {
        const [id, ...rest] = logged;
        expect((await client.send('DELETE', `/api/meals/${id}`)).status).toBe(204);
        ids.set(day, rest);
      } else {
        const target = Math.floor(rand() * 15);
        const [id, ...rest] = logged;
        const res = await client.send('PATCH', `/api/meals/${id}`, { eatenAt: at(target) });
        expect(res.status).toBe(200);
        ids.set(day, rest);
        ids.set(addDays(TODAY, -target), [...(ids.get(addDays(TODAY, -target)) ?? []), id!]);
      }
      await expectRuns(`passo ${step}`);
      if (step % 5 === 4) await expectSameFigures(client, userId, [TODAY, addDays(TODAY, -1), addDays(TODAY, -6)]);
    }
    // A run longer than the year the streak counts (448 days, one bulk statement), then one day emptied in it.
    await t.db.execute(sql`
      insert into meals (user_id, slot, eaten_at, local_date, energy_kcal, protein_g, carbs_g, fat_g, fiber_g, sodium_mg,
                         incomplete_nutrients, search_text, catalog_version, created_at, updated_at)
      select ${userId}, 'jantar', (d + time '12:00') at time zone 'America/Sao_Paulo', d, 500, 20, 60, 15, 5, 400, '{}',
             'arroz', 'bulk', now(), now()
      from generate_series(date '2025-09-01', date '2026-11-22', interval '1 day') as g(d)`);
    await expectRuns('448 dias seguidos');
    await expectSameFigures(client, userId, [TODAY, addDays(TODAY, -1), addDays(TODAY, -200)]);
    await t.db.execute(sql`delete from meals where user_id = ${userId} and local_date = date '2026-11-10'`);
    await expectRuns('um dia apagado no meio');
    await expectSameFigures(client, userId, [TODAY, '2026-11-10', '2026-11-09', '2026-11-11']);
  });

  it('não mostra os totais de outra pessoa e some com a conta excluída', async () => {
    const tiago = await onboarded('tiago.fast@example.com');
    const ursula = await onboarded('ursula.fast@example.com');
    await tiago.client.post('/api/meals', {
      slot: 'almoco',
      eatenAt: '2026-11-22T14:00:00Z',
      items: [{ foodId: 'taco-3', grams: 500 }],
    });
    expect((await ursula.client.get('/api/stats/day')).body).toMatchObject({
      energyKcal: 0,
      mealsLogged: 0,
      streakDays: 0,
    });
    await t.db.delete(users).where(eq(users.id, tiago.userId));
    expect(await t.db.select().from(mealDayTotals).where(eq(mealDayTotals.userId, tiago.userId))).toEqual([]);
  });
});
