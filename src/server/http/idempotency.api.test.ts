import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, meals, waterIntakes, weights } from '../db/schema';
import { browser, createTestApp, validSignup, type TestApp } from '../test/test-app';
import { IDEMPOTENCY_KEY_TTL_MS, pruneExpiredIdempotencyKeys } from './idempotency';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // clock: 2026-11-22T15:00:00Z = 12:00 in São Paulo
});
afterAll(() => t.close());

let nextPerson = 1;
async function person() {
  const client = browser(t.app);
  const res = await client.post('/api/auth/signup', validSignup({ email: `idem${nextPerson++}@example.com` }));
  return { client, id: res.body.id as string };
}

const lunch = (note = 'no trabalho') => ({
  slot: 'almoco',
  eatenAt: '2026-11-22T14:30:00.000Z',
  items: [{ foodId: 'taco-3', quantity: 2, measureId: 'colher-de-servir' }],
  note,
});
const key = (k: string) => ({ 'Idempotency-Key': k });
const count = async (table: typeof meals | typeof waterIntakes | typeof weights, userId: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.userId, userId));
  return row!.n;
};

describe('Idempotency-Key nas criações', () => {
  it('a mesma chave da mesma pessoa devolve a primeira resposta e não cria outra refeição', async () => {
    const ana = await person();
    const first = await ana.client.post('/api/meals', lunch(), key('refeicao-0001'));
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    const again = await ana.client.post('/api/meals', lunch(), key('refeicao-0001'));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await count(meals, ana.id)).toBe(1);
    // The same JSON with its keys in another order is the same request.
    const { note, ...rest } = lunch();
    expect((await ana.client.post('/api/meals', { note, ...rest }, key('refeicao-0001'))).body.id).toBe(first.body.id);
  });

  it('sem a chave, cada envio cria um registro (como antes)', async () => {
    const ana = await person();
    await ana.client.post('/api/meals', lunch());
    await ana.client.post('/api/meals', lunch());
    expect(await count(meals, ana.id)).toBe(2);
  });

  it('a mesma chave com outro corpo ou em outra rota é 422 e não cria nada', async () => {
    const ana = await person();
    await ana.client.post('/api/meals', lunch(), key('chave-reusada-1'));
    const other = await ana.client.post('/api/meals', lunch('em casa'), key('chave-reusada-1'));
    expect(other.status).toBe(422);
    expect(other.body.error).toEqual({
      code: 'idempotency_key_reused',
      message: 'Esta Idempotency-Key já foi usada em outra requisição. Gere uma chave nova para cada registro.',
    });
    const water = await ana.client.post('/api/water', { ml: 250 }, key('chave-reusada-1'));
    expect(water.status).toBe(422);
    expect(await count(meals, ana.id)).toBe(1);
    expect(await count(waterIntakes, ana.id)).toBe(0);
  });

  it.each([
    ['curta', 'curta12'],
    ['com espaço', 'chave com espaco'],
    ['longa demais', 'a'.repeat(129)],
    ['fora do ASCII', 'refeição-0001'],
    ['vazia', ''],
  ])('recusa uma chave %s com 400 em pt-BR', async (_, bad) => {
    const ana = await person();
    const res = await ana.client.post('/api/meals', lunch(), key(bad));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('idempotency_key_invalid');
    expect(res.body.error.message).toMatch(/de 8 a 128 caracteres/);
    expect(await count(meals, ana.id)).toBe(0);
  });

  it('aceita 8 e 128 caracteres visíveis (UUID incluído)', async () => {
    const ana = await person();
    for (const ok of ['12345678', '~'.repeat(128), crypto.randomUUID()]) {
      expect((await ana.client.post('/api/water', { ml: 100 }, key(ok))).status).toBe(201);
    }
    expect(await count(waterIntakes, ana.id)).toBe(3);
  });

  it('a chave é de cada pessoa: a mesma chave de outra pessoa cria o registro dela', async () => {
    const ana = await person();
    const rui = await person();
    const a = await ana.client.post('/api/meals', lunch(), key('minha-chave-igual'));
    const r = await rui.client.post('/api/meals', lunch('do Rui'), key('minha-chave-igual'));
    expect(r.status).toBe(201);
    expect(r.body.id).not.toBe(a.body.id);
    expect(r.body.note).toBe('do Rui');
    expect(await count(meals, ana.id)).toBe(1);
    expect(await count(meals, rui.id)).toBe(1);
  });

  it('envios simultâneos com a mesma chave criam uma refeição só, e todos recebem a mesma', async () => {
    const ana = await person();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => ana.client.post('/api/meals', lunch(), key('simultanea-0001'))),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(5);
    expect(await count(meals, ana.id)).toBe(1);
  });

  it('um envio recusado não guarda a chave: o reenvio corrigido é criado', async () => {
    const ana = await person();
    const bad = await ana.client.post('/api/water', { ml: 0 }, key('agua-tentativa-1'));
    expect(bad.status).toBe(400);
    const good = await ana.client.post('/api/water', { ml: 300 }, key('agua-tentativa-1'));
    expect(good.status).toBe(201);
    expect(await count(waterIntakes, ana.id)).toBe(1);
  });

  it('água e peso: o reenvio devolve a primeira resposta e não soma de novo', async () => {
    const ana = await person();
    const water = await ana.client.post('/api/water', { ml: 250 }, key('agua-0000-0001'));
    expect(water).toMatchObject({ status: 201, body: { ml: 250, date: '2026-11-22' } });
    expect((await ana.client.post('/api/water', { ml: 250 }, key('agua-0000-0001'))).body).toEqual(water.body);
    expect((await ana.client.get('/api/stats/day?date=2026-11-22')).body.waterMl).toBe(250);

    const weight = await ana.client.post('/api/weights', { weightKg: 70.5 }, key('peso-0000-0001'));
    expect(weight.status).toBe(201);
    // Meanwhile another weighing replaced the day's weight; the replay still answers the first one.
    await ana.client.post('/api/weights', { weightKg: 71 });
    const replay = await ana.client.post('/api/weights', { weightKg: 70.5 }, key('peso-0000-0001'));
    expect(replay.body).toEqual(weight.body);
    const [row] = await t.db.select().from(weights).where(eq(weights.userId, ana.id));
    expect(row?.weightKg).toBe(71);
  });

  it('um copo registrado sem conexão guarda a hora em que foi bebido', async () => {
    const ana = await person();
    const res = await ana.client.post(
      '/api/water',
      { ml: 200, at: '2026-11-22T02:50:00.000Z' },
      key('agua-ontem-2350'),
    );
    expect(res.body).toEqual({ id: expect.any(String), ml: 200, at: '2026-11-22T02:50:00.000Z', date: '2026-11-21' });
    const late = await ana.client.post('/api/water', { ml: 200, at: '2026-11-22T16:00:00.000Z' });
    expect(late.status).toBe(400);
  });

  it('guarda a chave por uma semana (bem mais de 24 h) e depois a esquece', async () => {
    const ana = await person();
    const first = await ana.client.post('/api/water', { ml: 150 }, key('agua-semana-001'));
    t.clock.advance(24 * 3_600_000);
    expect((await ana.client.post('/api/water', { ml: 150 }, key('agua-semana-001'))).body).toEqual(first.body);
    expect(await count(waterIntakes, ana.id)).toBe(1);

    t.clock.advance(IDEMPOTENCY_KEY_TTL_MS - 24 * 3_600_000);
    await pruneExpiredIdempotencyKeys(t.db, t.clock.now());
    const rows = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, ana.id), eq(idempotencyKeys.key, 'agua-semana-001')));
    expect(rows).toEqual([]);
    expect((await ana.client.post('/api/water', { ml: 150 }, key('agua-semana-001'))).status).toBe(201);
    expect(await count(waterIntakes, ana.id)).toBe(2);
  });

  it('uma chave vencida e ainda não apagada também vale como nova', async () => {
    const ana = await person();
    await ana.client.post('/api/water', { ml: 120 }, key('agua-vencida-01'));
    t.clock.advance(IDEMPOTENCY_KEY_TTL_MS);
    expect(
      (await ana.client.post('/api/water', { ml: 120 }, key('agua-vencida-01'))).headers.get('Idempotent-Replayed'),
    ).toBeNull();
    expect(await count(waterIntakes, ana.id)).toBe(2);
  });
});
