import { describe, expect, it } from 'vitest';
import { DAY, emailSubjects, HOUR, moveClockTo, newPerson, subscribeWith, TEST_CARD } from '../../test/billing-helpers';
import { usePushTestApp } from '../../test/push-helpers';

const env = usePushTestApp();
const TRIAL_ENDING_EMAIL = 'Seu teste grátis do Nutri termina em 2 dias';

async function personWithDevice(name: string) {
  const person = await newPerson(env.t, name);
  const device = env.push.service.subscribe();
  expect((await person.post('/api/push/subscriptions', device)).status).toBe(201);
  const billing = () =>
    env.push.service.delivered
      .filter((d) => d.subscriptionId === device.id && (d.payload as { tag: string }).tag === 'billing')
      .map((d) => d.payload);
  const trialEnd = new Date((await person.get('/api/me')).body.trialEndsAt);
  return Object.assign(person, { billing, trialEnd });
}

async function setReminders(person: Awaited<ReturnType<typeof personWithDevice>>, change: Record<string, unknown>) {
  const { usualTimes: _, whatsappLinked: __, ...current } = (await person.get('/api/reminders/settings')).body;
  expect((await person.put('/api/reminders/settings', { ...current, ...change })).status).toBe(200);
}

describe('avisos da assinatura por push (#28 item 2)', () => {
  it('o fim do teste grátis vai por push uma vez, com dois servidores, e o toque abre a assinatura', async () => {
    const { t } = env;
    const ana = await personWithDevice('Ana Souza');
    moveClockTo(t, new Date(ana.trialEnd.getTime() - 2 * DAY + 60_000));
    await t.billing.sweep();
    expect(await emailSubjects(t.db, ana.email)).toContain(TRIAL_ENDING_EMAIL);
    await Promise.all([t.app.reminders.runOnce(), t.app.reminders.runOnce()]);
    await t.app.reminders.runOnce();
    expect(ana.billing()).toEqual([
      {
        title: 'Seu teste grátis termina em 2 dias',
        body: expect.stringContaining('Toque para ver sua assinatura.'),
        url: '/dashboard/settings#assinatura',
        tag: 'billing',
      },
    ]);
  });

  it('espera o fim do silêncio, e não vai com o push da assinatura desligado (o e-mail vai)', async () => {
    const { t } = env;
    const bia = await personWithDevice('Bia Lima');
    const caio = await personWithDevice('Caio Reis');
    // Both signed up at the same minute of the day; 2 days before their trial ends it is that time in São Paulo.
    await setReminders(bia, { quietFrom: '00:00', quietTo: '23:59' });
    const { channels } = (await caio.get('/api/reminders/settings')).body;
    await setReminders(caio, { channels: { ...channels, billing: { push: false } } });
    moveClockTo(t, new Date(caio.trialEnd.getTime() - 2 * DAY + 60_000));
    await t.billing.sweep();
    await t.app.reminders.runOnce();
    expect(bia.billing()).toEqual([]);
    expect(caio.billing()).toEqual([]);
    expect(await emailSubjects(t.db, caio.email)).toContain(TRIAL_ENDING_EMAIL);

    await setReminders(bia, { quietFrom: '22:00', quietTo: '07:00' });
    t.clock.advance(HOUR);
    await t.app.reminders.runOnce();
    await t.app.reminders.runOnce();
    expect(bia.billing()).toHaveLength(1);
    expect(caio.billing()).toEqual([]);
  });

  it('a cobrança recusada vai por push, e um push que falhou vai na rodada seguinte', async () => {
    const { t, push } = env;
    const dani = await personWithDevice('Dani Alves');
    // The first charge (at the trial's end) goes through; the renewal a month later is refused.
    expect((await subscribeWith(dani, TEST_CARD.failRenewals)).paid?.status).toBe(200);
    moveClockTo(t, dani.trialEnd);
    await t.billing.sweep();
    await dani.login();
    moveClockTo(t, new Date((await dani.get('/api/billing/subscription')).body.currentPeriodEndsAt));
    await t.billing.sweep();
    expect(await emailSubjects(t.db, dani.email)).toContain('Não conseguimos cobrar sua assinatura do Nutri');
    push.throwOnNextSends(Number.POSITIVE_INFINITY);
    await t.app.reminders.runOnce();
    push.throwOnNextSends(0);
    expect(dani.billing()).toEqual([]);
    await t.app.reminders.runOnce();
    await t.app.reminders.runOnce();
    expect(dani.billing()).toEqual([
      expect.objectContaining({
        title: 'Não conseguimos cobrar sua assinatura',
        url: '/dashboard/settings#assinatura',
      }),
    ]);
  });
});
