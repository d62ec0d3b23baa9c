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

const put = (t: TestApp, body: string) =>
  t.app.request('/dev/clock', { method: 'PUT', headers: { 'content-type': 'application/json' }, body });

describe('/dev/clock (TEST_CLOCK_CONTROL)', () => {
  it('moves the clock every module reads, and puts it back', async () => {
    const res = await put(controlled, JSON.stringify({ now: '2025-10-31T23:59:00-03:00' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ now: '2025-11-01T02:59:00.000Z' });
    const pricing = await (await controlled.app.request('/api/pricing')).json();
    expect(pricing).toMatchObject({ offerActive: true, serverNow: '2025-11-01T02:59:00.000Z' });

    controlled.clock.advance(90_000); // time runs on from the instant set
    expect(await (await controlled.app.request('/api/pricing')).json()).toMatchObject({ offerActive: false });

    expect((await controlled.app.request('/dev/clock', { method: 'DELETE' })).status).toBe(204);
    expect(await (await controlled.app.request('/dev/clock')).json()).toEqual({
      now: controlled.clock.now().toISOString(),
    });
  });

  it('answers 400 in Portuguese to an instant it cannot read', async () => {
    const res = await put(controlled, JSON.stringify({ now: 'amanhã' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { now: 'Informe um instante ISO 8601' } },
    });
    expect((await put(controlled, '{')).status).toBe(400);
  });

  it('does not exist without TEST_CLOCK_CONTROL', async () => {
    expect((await put(plain, JSON.stringify({ now: '2025-10-31T12:00:00Z' }))).status).toBe(404);
  });
});
