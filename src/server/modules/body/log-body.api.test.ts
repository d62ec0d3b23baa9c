import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waterIntakes, weights } from '../../db/schema';
import { browser, createTestApp, validOnboarding, validSignup, type TestApp } from '../../test/test-app';
import { logWater } from './log-water';
import { logWeight } from './log-weight';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function person(email: string, weightKg?: number) {
  const client = browser(t.app);
  const { body } = await client.post('/api/auth/signup', validSignup({ email }));
  if (weightKg !== undefined) await client.put('/api/me/onboarding', validOnboarding({ weightKg }));
  return body.id as string;
}

describe('logWater', () => {
  it('registra no dia de São Paulo, não no dia UTC', async () => {
    const userId = await person('ana.log-water@example.com');
    // 01:30 UTC on the 23rd is 22:30 of the 22nd in São Paulo.
    expect(await logWater(t.db, userId, 250, new Date('2026-11-23T01:30:00Z'))).toEqual({
      id: expect.any(String),
      ml: 250,
      at: '2026-11-23T01:30:00.000Z',
      date: '2026-11-22',
    });
    const rows = await t.db.select().from(waterIntakes).where(eq(waterIntakes.userId, userId));
    expect(rows.map((r) => [r.ml, r.localDate])).toEqual([[250, '2026-11-22']]);
  });
});

describe('logWeight', () => {
  const now = new Date('2026-11-22T15:00:00Z');

  it('um peso por dia: o segundo do mesmo dia substitui o primeiro', async () => {
    const userId = await person('rui.log-weight@example.com', 85);
    await logWeight(t.db, userId, { weightKg: 84.6 }, now);
    await logWeight(t.db, userId, { weightKg: 84.2 }, now);
    const rows = await t.db
      .select({ weightKg: weights.weightKg })
      .from(weights)
      .where(and(eq(weights.userId, userId), eq(weights.localDate, '2026-11-22')));
    expect(rows).toEqual([{ weightKg: 84.2 }]);
  });

  it('sugere recalcular as metas a partir de 2 kg de diferença do peso do perfil', async () => {
    const userId = await person('lia.log-weight@example.com', 85);
    expect(await logWeight(t.db, userId, { weightKg: 83.1, date: '2026-11-20' }, now)).toEqual({
      id: expect.any(String),
      replacedKg: null,
      date: '2026-11-20',
      weightKg: 83.1,
      suggestRecompute: false,
    });
    expect((await logWeight(t.db, userId, { weightKg: 83 }, now)).suggestRecompute).toBe(true);
  });

  it('sem perfil (antes do onboarding) não sugere recalcular', async () => {
    const userId = await person('teo.log-weight@example.com');
    expect((await logWeight(t.db, userId, { weightKg: 50 }, now)).suggestRecompute).toBe(false);
  });
});
