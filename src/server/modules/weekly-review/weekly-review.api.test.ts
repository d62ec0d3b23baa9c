import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isOnTarget } from '../../../domain/stats/day-stats';
import { averageLoggedEnergy } from '../../../domain/stats/period-summary';
import { weeklySuggestion } from '../../../domain/weekly-review/weekly-suggestion';
import { outboxEmails } from '../../db/schema';
import { subscribeWith, TEST_CARD } from '../../test/billing-helpers';
import { CLAIM_LEASE_MS } from '../reminders/claim-reminder';
import { usePushTestApp } from '../../test/push-helpers';
import { browser, validOnboarding, validSignup } from '../../test/test-app';

const env = usePushTestApp();

const meal = (slot: string, eatenAt: string, items: unknown[]) => ({ slot, eatenAt, items });
const RICE = { foodId: 'taco-3', quantity: 4, measureId: 'colher-de-servir' };
const BEANS = { foodId: 'taco-561', quantity: 1, measureId: 'concha' };

describe('Sua semana', () => {
  it('tem os mesmos números da Estatística, e vai por push e e-mail uma vez na segunda', async () => {
    // Signed up on Sunday 22/11; the week reviewed is Monday 23/11 to Sunday 29/11.
    const ana = browser(env.t.app);
    expect((await ana.post('/api/auth/signup', validSignup({ email: 'semana-ana@example.com' }))).status).toBe(201);
    expect((await ana.put('/api/me/onboarding', validOnboarding())).status).toBe(200);
    // Premium, so Statistics shows the whole week too (without it, only the last 7 days: decision 0009).
    expect((await subscribeWith(ana, TEST_CARD.visa)).paid?.status).toBe(200);
    const device = env.push.service.subscribe();
    expect((await ana.post('/api/push/subscriptions', device)).status).toBe(201);
    // Monday 30/11, 09:00 in São Paulo.
    env.t.clock.advance(new Date('2026-11-30T12:00:00Z').getTime() - env.t.clock.now().getTime());
    for (const [day, items] of [
      ['23', [RICE, BEANS]],
      ['24', [RICE]],
      ['26', [RICE, BEANS]],
      ['27', [BEANS]],
      ['29', [RICE, BEANS]],
    ] as const) {
      expect((await ana.post('/api/meals', meal('almoco', `2026-11-${day}T15:00:00Z`, [...items]))).status).toBe(201);
    }
    await ana.post('/api/water', { ml: 500, at: '2026-11-24T13:00:00Z' });
    await ana.post('/api/weights', { weightKg: 60, date: '2026-11-23' });
    await ana.post('/api/weights', { weightKg: 59.4, date: '2026-11-29' });

    const review = (await ana.get('/api/weekly-review')).body;
    const stats = (await ana.get('/api/stats/range?from=2026-11-23&to=2026-11-29')).body;
    const logged = stats.days.filter((d: { mealsLogged: number }) => d.mealsLogged > 0);
    expect(review).toMatchObject({
      start: '2026-11-23',
      end: '2026-11-29',
      days: 7,
      daysLogged: logged.length,
      averageEnergyKcal: averageLoggedEnergy(stats.days),
      energyTargetKcal: stats.energyTargetKcal,
      daysOnEnergyTarget: logged.filter((d: { energyKcal: number }) => isOnTarget(d.energyKcal, stats.energyTargetKcal))
        .length,
      waterTargetMl: stats.waterTargetMl,
      averageWaterMl: Math.round(500 / 7),
      weight: { firstKg: 60, lastKg: 59.4, changeKg: -0.6 },
    });
    expect(review.daysLogged).toBe(5);
    expect(review.topEnergy.map((s: { name: string }) => s.name)).toEqual([
      'Arroz branco cozido',
      'Feijão carioca cozido',
    ]);
    expect(review.topEnergy.reduce((sum: number, s: { percent: number }) => sum + s.percent, 0)).toBe(100);
    // No model configured: the rules' suggestion for these figures (decision 0067).
    const { suggestion, suggestionWrittenBy, ...figures } = review;
    expect(suggestion).toBe(weeklySuggestion(figures));
    expect(suggestionWrittenBy).toBe('rules');
    // Another week, chosen by any of its days; a date the calendar lacks is refused in pt-BR.
    expect((await ana.get('/api/weekly-review?semana=2026-11-25')).body.start).toBe('2026-11-23');
    expect((await ana.get('/api/weekly-review?semana=2026-13-01')).status).toBe(400);

    await Promise.all([env.t.app.reminders.runOnce(), env.t.app.reminders.runOnce()]);
    await env.t.app.reminders.runOnce();
    const pushes = env.push.service.delivered.filter(
      (d) => d.subscriptionId === device.id && (d.payload as any).tag === 'weekly',
    );
    expect(pushes.map((d) => d.payload)).toEqual([
      {
        title: 'Sua semana',
        body: `5 de 7 dias registrados. ${review.suggestion}`,
        url: '/dashboard/semana',
        tag: 'weekly',
      },
    ]);
    const emails = await env.t.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'semana-ana@example.com'))
      .orderBy(desc(outboxEmails.createdAt));
    const weekly = emails.filter((e) => e.subject === 'Sua semana no Nutri (23/11 a 29/11)');
    expect(weekly).toHaveLength(1);
    expect(weekly[0]!.text).toContain('Dias com registro: 5 de 7');
    expect(weekly[0]!.text).toContain(
      `Energia média: ${new Intl.NumberFormat('pt-BR').format(review.averageEnergyKcal)} kcal`,
    );
    expect(weekly[0]!.text).toContain(`Sugestão para esta semana: ${review.suggestion}`);
    expect(weekly[0]!.html).toContain('<li>Dias com registro: 5 de 7</li>');
    expect(weekly[0]!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('um envio que falha de outro jeito (um erro, não uma resposta) não perde o push: vai na rodada seguinte, uma vez', async () => {
    const { t, push } = env;
    // Signed up on Tuesday 01/12, onto the week of 30/11 to 06/12; reviewed on Monday 07/12 at 09:00.
    t.clock.advance(new Date('2026-12-01T15:00:00Z').getTime() - t.clock.now().getTime());
    const bia = browser(t.app);
    expect((await bia.post('/api/auth/signup', validSignup({ email: 'semana-bia@example.com' }))).status).toBe(201);
    expect((await bia.put('/api/me/onboarding', validOnboarding())).status).toBe(200);
    const device = push.service.subscribe();
    expect((await bia.post('/api/push/subscriptions', device)).status).toBe(201);
    // Only the weekly review by push, so every failing send is that one.
    const settings = (await bia.get('/api/reminders/settings')).body;
    const channels = {
      ...settings.channels,
      meal: { push: false, email: false },
      water: { push: false, email: false },
    };
    const { usualTimes: _, ...rest } = settings;
    expect((await bia.put('/api/reminders/settings', { ...rest, channels })).status).toBe(200);
    t.clock.advance(new Date('2026-12-07T12:00:00Z').getTime() - t.clock.now().getTime());
    expect((await bia.post('/api/meals', meal('almoco', '2026-12-02T15:00:00Z', [RICE]))).status).toBe(201);
    const weekly = () =>
      push.service.delivered.filter((d) => d.subscriptionId === device.id && (d.payload as any).tag === 'weekly');

    push.throwOnNextSends(Number.POSITIVE_INFINITY);
    await t.app.reminders.runOnce();
    expect(weekly()).toEqual([]);
    push.throwOnNextSends(0);
    await Promise.all([t.app.reminders.runOnce(), t.app.reminders.runOnce()]);
    await t.app.reminders.runOnce();
    expect(weekly().map((d) => (d.payload as { body: string }).body)).toEqual([expect.stringMatching(/^1 de 7 dias/)]);
  });

  it('um servidor que morre no meio do envio da semana não a perde: depois do prazo da reserva, vai uma vez', async () => {
    const { t, push } = env;
    // Signed up on Tuesday 08/12 (the week of 07/12 to 13/12), reviewed on Monday 14/12 at 09:00.
    t.clock.advance(new Date('2026-12-08T15:00:00Z').getTime() - t.clock.now().getTime());
    const caio = browser(t.app);
    expect((await caio.post('/api/auth/signup', validSignup({ email: 'semana-caio@example.com' }))).status).toBe(201);
    expect((await caio.put('/api/me/onboarding', validOnboarding())).status).toBe(200);
    const device = push.service.subscribe();
    expect((await caio.post('/api/push/subscriptions', device)).status).toBe(201);
    const settings = (await caio.get('/api/reminders/settings')).body;
    const { usualTimes: _, whatsappLinked: __, ...rest } = settings;
    const channels = {
      ...settings.channels,
      meal: { push: false, email: false },
      water: { push: false, email: false },
    };
    expect((await caio.put('/api/reminders/settings', { ...rest, channels })).status).toBe(200);
    t.clock.advance(new Date('2026-12-14T12:00:00Z').getTime() - t.clock.now().getTime());
    const weekly = () =>
      push.service.delivered.filter((d) => d.subscriptionId === device.id && (d.payload as any).tag === 'weekly');

    // One server claims Caio's review and dies while pushing it; inside the lease no other server sends it.
    const died = push.dieOnNextSendTo(device.endpoint);
    void t.app.reminders.runOnce();
    await died;
    await t.app.reminders.runOnce();
    expect(weekly()).toEqual([]);
    t.clock.advance(CLAIM_LEASE_MS + 1_000);
    await Promise.all([t.app.reminders.runOnce(), t.app.reminders.runOnce()]);
    await t.app.reminders.runOnce();
    expect(weekly()).toHaveLength(1);
  });
});
