import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsappGraph } from '../../adapters/whatsapp/whatsapp-graph';
import type { WhatsappSettings } from '../../config-whatsapp';
import { whatsappLinks } from '../../db/schema';
import { moveClockTo } from '../../test/billing-helpers';
import { startFakeWhatsappGraph, TEST_WHATSAPP_SETTINGS, type FakeWhatsappGraph } from '../../test/fake-whatsapp-graph';
import { browser, createTestApp, validOnboarding, validSignup, type TestApp } from '../../test/test-app';

const settings: WhatsappSettings = TEST_WHATSAPP_SETTINGS;

let t: TestApp;
let graph: FakeWhatsappGraph;
beforeAll(async () => {
  graph = await startFakeWhatsappGraph({ phoneNumberId: settings.phoneNumberId, accessToken: settings.accessToken });
  const channel = { ...settings, apiUrl: graph.url };
  t = await createTestApp({ whatsapp: { settings: channel, graph: whatsappGraph({ ...channel, timeoutMs: 2_000 }) } });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

async function linkedPerson(email: string, phone: string) {
  const person = browser(t.app);
  const signup = await person.post('/api/auth/signup', validSignup({ email }));
  expect(signup.status).toBe(201);
  expect((await person.put('/api/me/onboarding', validOnboarding())).status).toBe(200);
  // Linked as the WhatsApp flow links (whatsapp.api.test.ts covers the code exchange itself).
  await t.db
    .insert(whatsappLinks)
    .values({ userId: signup.body.id, phone, linkedAt: t.clock.now(), lastInboundAt: null });
  return person;
}

describe('Sua semana no WhatsApp (#28)', () => {
  it('vai uma vez, com os números da página, e a coluna WhatsApp governa os lembretes', async () => {
    // Signed up on Sunday 22/11; Monday 30/11 reviews 23/11 to 29/11.
    const ana = await linkedPerson('zap-semana-ana@example.com', '5511987650001');
    const bia = await linkedPerson('zap-semana-bia@example.com', '5511987650002');
    const view = (await ana.get('/api/reminders/settings')).body;
    expect(view.whatsappLinked).toBe(true);
    expect(view.channels.meal.whatsapp).toBe(false);
    expect(view.channels.weekly.whatsapp).toBe(true);
    // Bia turns the review's WhatsApp off, and meal reminders on WhatsApp on (the link's own switch).
    const { usualTimes: _, whatsappLinked: __, ...current } = (await bia.get('/api/reminders/settings')).body;
    const channels = { ...current.channels, meal: { ...current.channels.meal, whatsapp: true } };
    channels.weekly = { ...channels.weekly, whatsapp: false };
    expect((await bia.put('/api/reminders/settings', { ...current, channels })).status).toBe(200);
    expect((await bia.get('/api/whatsapp')).body.link.reminders).toBe(true);

    moveClockTo(t, new Date('2026-11-30T12:00:00Z'));
    await ana.post('/api/meals', {
      slot: 'almoco',
      eatenAt: '2026-11-24T15:00:00Z',
      items: [{ foodId: 'taco-3', quantity: 4, measureId: 'colher-de-servir' }],
    });
    // Outside WhatsApp's 24-hour window free text cannot go: nothing yet, and nothing claimed.
    await t.app.reminders.runOnce();
    expect(graph.sent.filter((m) => m.to === '5511987650001')).toEqual([]);
    // Ana writes (as the webhook records it); the next runs send the review once.
    await t.db.update(whatsappLinks).set({ lastInboundAt: t.clock.now() });
    await Promise.all([t.app.reminders.runOnce(), t.app.reminders.runOnce()]);
    await t.app.reminders.runOnce();
    const review = (await ana.get('/api/weekly-review')).body;
    const toAna = graph.sent.filter((m) => m.to === '5511987650001');
    expect(toAna).toHaveLength(1);
    expect(toAna[0]!.text).toContain('Sua semana no Nutri (23/11 a 29/11)');
    expect(toAna[0]!.text).toContain(`Dias com registro: ${review.daysLogged} de 7`);
    expect(toAna[0]!.text).toContain(`Sugestão para esta semana: ${review.suggestion}`);
    expect(graph.sent.filter((m) => m.to === '5511987650002')).toEqual([]);
  });
});
