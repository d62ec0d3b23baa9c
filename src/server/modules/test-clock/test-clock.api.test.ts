import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let controlled: TestApp;
let plain: TestApp;
beforeAll(async () => {
  controlled = await createTestApp({ clockControl: true });
  plain = await createTestApp();
});
afterAll(async () => {
  await controlled.close();
  await plain.close();
});

const move = (t: TestApp, body: unknown) =>
  t.app.request('/api/test/clock', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const pricing = async (t: TestApp) => (await t.app.request('/api/pricing')).json();

describe('POST /api/test/clock (TEST_CLOCK_CONTROL)', () => {
  it('acerta o relógio para um instante, mesmo no passado, e todo módulo o lê', async () => {
    const res = await move(controlled, { now: '2025-10-31T23:59:00-03:00' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ now: '2025-11-01T02:59:00.000Z' });
    expect(await pricing(controlled)).toMatchObject({ offerActive: true, serverNow: '2025-11-01T02:59:00.000Z' });
    controlled.clock.advance(60_000); // time runs on from the instant set
    expect(await pricing(controlled)).toMatchObject({ offerActive: false });
  });

  it('avança com advanceMs e volta à hora real com reset', async () => {
    await move(controlled, { reset: true });
    const start = controlled.clock.now().getTime();
    const res = await move(controlled, { advanceMs: 86_400_000 });
    expect(new Date((await res.json()).now).getTime()).toBe(start + 86_400_000);
    const reset = await move(controlled, { reset: true });
    expect(reset.status).toBe(200);
    expect((await reset.json()).now).toBe(controlled.clock.now().toISOString());
  });

  it('responde 400 em português a qualquer outra coisa', async () => {
    for (const body of [{ now: 'amanhã' }, { advanceMs: -1 }, { reset: false }, {}]) {
      const res = await move(controlled, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toBe(
        'Informe advanceMs (milissegundos), now (instante ISO 8601) ou reset: true',
      );
    }
    expect((await move(controlled, '{')).status).toBe(400);
  });

  it('não existe sem TEST_CLOCK_CONTROL', async () => {
    expect((await move(plain, { now: '2025-10-31T12:00:00Z' })).status).toBe(404);
  });
});
