import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { TEST_CARD, moveClockTo, newPerson, subscribeWith } from '../../test/billing-helpers';
import { browser, createTestApp, validOnboarding, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
/** Everyone here signs up on Sunday 2026-11-22 at 12:00 in São Paulo; the trial ends on 29/11 at 12:00. */
const SIGN_UP = new Date('2026-11-22T15:00:00Z');
beforeEach(() => moveClockTo(t, SIGN_UP));

async function onboarded(name = 'Ana Souza') {
  const person = await newPerson(t, name);
  await person.put('/api/me/onboarding', validOnboarding());
  return person;
}

const meal = (eatenAt: string) => ({
  slot: 'almoco',
  eatenAt,
  items: [{ foodId: 'taco-3', quantity: 2, measureId: 'colher-de-servir' }],
});

describe('notificações', () => {
  it('começa sem nada; avisa 2 dias antes do fim do trial e no último dia, uma vez só', async () => {
    const ana = await onboarded();
    const empty = await ana.get('/api/notifications');
    expect(empty.body).toEqual({ items: [], unreadCount: 0 });

    moveClockTo(t, new Date('2026-11-27T16:00:00Z'));
    const list = await ana.get('/api/notifications');
    expect(list.body.unreadCount).toBe(1);
    expect(list.body.items[0]).toMatchObject({
      kind: 'trial_ending',
      title: 'Seu teste grátis termina em 2 dias',
      link: '/dashboard/settings#assinatura',
      readAt: null,
    });
    // Several servers or tabs at once: still one.
    await Promise.all(Array.from({ length: 5 }, () => ana.get('/api/notifications')));
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, ana.id))).toHaveLength(1);

    moveClockTo(t, new Date('2026-11-28T20:00:00Z'));
    const lastDay = await ana.get('/api/notifications');
    expect(lastDay.body.items.map((n: { kind: string }) => n.kind)).toEqual(['trial_last_day', 'trial_ending']);
  });

  it('não lembra do trial a quem já assinou nem a quem desligou os lembretes', async () => {
    const bia = await onboarded('Bia Lima');
    expect((await subscribeWith(bia, TEST_CARD.visa)).paid?.status).toBe(200);
    const caio = await onboarded('Caio Prado');
    await caio.put('/api/settings/notifications', {
      trialReminders: false,
      streakMilestones: true,
      weeklySummary: true,
    });
    moveClockTo(t, new Date('2026-11-28T20:00:00Z'));
    expect((await bia.get('/api/notifications')).body.items).toEqual([]);
    expect((await caio.get('/api/notifications')).body.items).toEqual([]);
  });

  it('celebra 3 dias seguidos de registros', async () => {
    const dani = await onboarded('Dani Reis');
    moveClockTo(t, new Date('2026-11-25T02:00:00Z')); // 24/11, 23:00 in São Paulo
    for (const eatenAt of ['2026-11-22T15:30:00Z', '2026-11-23T15:30:00Z', '2026-11-25T01:30:00Z']) {
      expect((await dani.post('/api/meals', meal(eatenAt))).status).toBe(201);
    }
    const list = await dani.get('/api/notifications');
    expect(list.body.items).toEqual([
      expect.objectContaining({ kind: 'streak_milestone', title: '3 dias seguidos registrando!' }),
    ]);
  });

  it('um marco uma vez por sequência, mesmo quando um dia anterior é registrado depois', async () => {
    const hugo = await onboarded('Hugo Alves');
    moveClockTo(t, new Date('2026-11-25T20:00:00Z')); // 25/11, 17:00 in São Paulo
    for (const eatenAt of ['2026-11-23T15:30:00Z', '2026-11-24T15:30:00Z', '2026-11-25T15:30:00Z']) {
      expect((await hugo.post('/api/meals', meal(eatenAt))).status).toBe(201);
    }
    expect((await hugo.get('/api/notifications')).body.items).toEqual([
      expect.objectContaining({ kind: 'streak_milestone', body: expect.stringContaining('desde 23/11') }),
    ]);
    // 22/11 filled in: the same streak, now of 4 days since 22/11 — no second "3 dias seguidos".
    expect((await hugo.post('/api/meals', meal('2026-11-22T15:30:00Z'))).status).toBe(201);
    const after = (await hugo.get('/api/notifications')).body.items;
    expect(after.filter((n: { kind: string }) => n.kind === 'streak_milestone')).toHaveLength(1);
  });

  it('faz o resumo da semana anterior na segunda-feira (horário de São Paulo)', async () => {
    const eva = await onboarded('Eva Torres');
    moveClockTo(t, new Date('2026-11-24T15:00:00Z'));
    await eva.post('/api/meals', meal('2026-11-23T15:30:00Z'));
    await eva.post('/api/meals', meal('2026-11-24T14:30:00Z'));
    // Sunday 29/11 at 23:59 in São Paulo is still the same week: nothing yet.
    moveClockTo(t, new Date('2026-11-30T02:59:00Z'));
    await eva.post('/api/auth/login', { email: eva.email, password: 'Segura123!', remember: true });
    const sunday = await eva.get('/api/notifications');
    expect(sunday.body.items.filter((n: { kind: string }) => n.kind === 'weekly_summary')).toEqual([]);
    moveClockTo(t, new Date('2026-11-30T03:00:00Z'));
    const monday = await eva.get('/api/notifications');
    const summary = monday.body.items.find((n: { kind: string }) => n.kind === 'weekly_summary');
    expect(summary.body).toMatch(/^De 23\/11 a 29\/11: refeições registradas em 2 de 7 dias, média de \d+ kcal/);
  });

  it('uma pessoa nunca vê nem marca as notificações de outra', async () => {
    const fabio = await onboarded('Fabio Dias');
    const gabi = await onboarded('Gabi Nunes');
    moveClockTo(t, new Date('2026-11-27T16:00:00Z'));
    const mine = (await fabio.get('/api/notifications')).body.items;
    expect(mine).toHaveLength(1);
    const theirs = (await gabi.get('/api/notifications')).body.items;
    expect(theirs).toHaveLength(1);
    expect(theirs[0].id).not.toBe(mine[0].id);
    expect((await gabi.post(`/api/notifications/${mine[0].id}/read`)).status).toBe(404);
    expect((await gabi.post('/api/notifications/read-all')).body.unreadCount).toBe(0);
    expect((await fabio.get('/api/notifications')).body.unreadCount).toBe(1);
  });

  it('marca uma como lida e depois todas', async () => {
    const hugo = await onboarded('Hugo Melo');
    moveClockTo(t, new Date('2026-11-27T16:00:00Z'));
    await hugo.get('/api/notifications');
    moveClockTo(t, new Date('2026-11-28T20:00:00Z'));
    const list = (await hugo.get('/api/notifications')).body;
    expect(list.unreadCount).toBe(2);
    const read = await hugo.post(`/api/notifications/${list.items[0].id}/read`);
    expect(read.status).toBe(200);
    expect(read.body.unreadCount).toBe(1);
    expect(read.body.items[0].readAt).toBe('2026-11-28T20:00:00.000Z');
    expect((await hugo.post('/api/notifications/read-all')).body.unreadCount).toBe(0);
    expect((await hugo.post('/api/notifications/not-a-uuid/read')).status).toBe(404);
  });

  it('exige sessão', async () => {
    expect((await browser(t.app).get('/api/notifications')).status).toBe(401);
  });
});
