import { describe, expect, it } from 'vitest';
import { emptyDay, fillDays } from '../stats/day-stats';
import { mondayOf, previousWeek, weekday } from './local-weeks';
import { dueNotifications, type NotificationFacts } from './notification-schedule';

const allOn = { trialReminders: true, streakMilestones: true, weeklySummary: true };

/** Bia signed up on Friday 2026-11-20 at 12:00 in São Paulo (15:00 UTC); her trial ends 7 days later. */
function facts(overrides: Partial<NotificationFacts> = {}): NotificationFacts {
  return {
    now: new Date('2026-11-22T15:00:00Z'),
    prefs: allOn,
    trial: { endsAt: new Date('2026-11-27T15:00:00Z'), awaitingSubscription: true },
    streak: { days: 0, lastDate: null, milestonesSent: [] },
    accountCreatedOn: '2026-11-01',
    lastWeek: null,
    ...overrides,
  };
}

describe('semanas locais', () => {
  it('acha o dia da semana e a segunda-feira', () => {
    expect(weekday('2026-11-22')).toBe(0); // domingo
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  it('a semana passada vai de segunda a domingo, atravessando meses e anos', () => {
    expect(previousWeek('2026-11-23')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(previousWeek('2026-11-22')).toEqual({ start: '2026-11-09', end: '2026-11-15' });
    expect(previousWeek('2027-01-04')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });
});

describe('lembretes do trial', () => {
  it('avisa quando faltam 2 dias (arredondados para cima) e no último dia, com chaves distintas', () => {
    const twoDays = dueNotifications(facts({ now: new Date('2026-11-25T16:00:00Z') }));
    expect(twoDays).toEqual([
      expect.objectContaining({
        kind: 'trial_ending',
        key: '2026-11-27T15:00:00.000Z',
        title: 'Seu teste grátis termina em 2 dias',
        body: expect.stringContaining('27/11 às 12:00'),
      }),
    ]);
    const lastDay = dueNotifications(facts({ now: new Date('2026-11-26T15:00:01Z') }));
    expect(lastDay.map((n) => n.kind)).toEqual(['trial_last_day']);
  });

  it('não avisa com 3 dias ou mais, depois do fim, com cartão cadastrado ou com a preferência desligada', () => {
    expect(dueNotifications(facts({ now: new Date('2026-11-24T14:59:59Z') }))).toEqual([]);
    expect(dueNotifications(facts({ now: new Date('2026-11-27T15:00:00Z') }))).toEqual([]);
    const lastDay = new Date('2026-11-26T20:00:00Z');
    expect(
      dueNotifications(
        facts({ now: lastDay, trial: { endsAt: new Date('2026-11-27T15:00:00Z'), awaitingSubscription: false } }),
      ),
    ).toEqual([]);
    expect(dueNotifications(facts({ now: lastDay, prefs: { ...allOn, trialReminders: false } }))).toEqual([]);
  });
});

describe('marcos de sequência', () => {
  it.each([
    [2, []],
    [3, ['3:2026-11-20']],
    [6, ['3:2026-11-17']],
    [7, ['7:2026-11-16']],
    [29, ['7:2026-10-25']],
    [30, ['30:2026-10-24']],
  ])('com %i dias seguidos: %j', (days, keys) => {
    const due = dueNotifications(facts({ streak: { days, lastDate: '2026-11-22', milestonesSent: [] } }));
    expect(due.map((n) => n.key)).toEqual(keys);
  });

  it('um marco uma vez por sequência: registrar o 22/11 depois não repete "3 dias" (desde 23/11 e desde 22/11)', () => {
    // 23, 24 and 25/11 logged: "3 dias seguidos, desde 23/11" was sent on the 25th.
    const first = dueNotifications(facts({ streak: { days: 3, lastDate: '2026-11-25', milestonesSent: [] } }));
    expect(first.map((n) => n.key)).toEqual(['3:2026-11-23']);
    // Then a meal for 22/11 is filled in: the same streak, now 4 days long, starts on the 22nd.
    const again = dueNotifications(
      facts({ streak: { days: 4, lastDate: '2026-11-25', milestonesSent: first.map((n) => n.key) } }),
    );
    expect(again).toEqual([]);
  });

  it('uma sequência nova (depois de um dia sem registro) ganha o marco de novo; um marco maior também vem', () => {
    const sent = ['3:2026-11-10'];
    expect(
      dueNotifications(facts({ streak: { days: 3, lastDate: '2026-11-22', milestonesSent: sent } })).map((n) => n.key),
    ).toEqual(['3:2026-11-20']);
    expect(
      dueNotifications(facts({ streak: { days: 7, lastDate: '2026-11-16', milestonesSent: sent } })).map((n) => n.key),
    ).toEqual(['7:2026-11-10']);
  });

  it('respeita a preferência', () => {
    const due = dueNotifications(
      facts({
        streak: { days: 7, lastDate: '2026-11-22', milestonesSent: [] },
        prefs: { ...allOn, streakMilestones: false },
      }),
    );
    expect(due).toEqual([]);
  });
});

describe('resumo semanal', () => {
  const week = (days: Parameters<typeof fillDays>[2], energyTargetKcal: number | null = 1800) => ({
    start: '2026-11-16',
    end: '2026-11-22',
    days: fillDays('2026-11-16', '2026-11-22', days),
    energyTargetKcal,
  });
  const day = (date: string, energyKcal: number) => ({ ...emptyDay(date), energyKcal, mealsLogged: 3 });

  it('resume dias registrados, média e dias dentro da meta (±10%)', () => {
    const [summary] = dueNotifications(
      facts({ lastWeek: week([day('2026-11-16', 1800), day('2026-11-17', 1700), day('2026-11-18', 2500)]) }),
    );
    expect(summary).toMatchObject({ kind: 'weekly_summary', key: '2026-11-16' });
    expect(summary?.body).toBe(
      'De 16/11 a 22/11: refeições registradas em 3 de 7 dias, média de 2.000 kcal por dia registrado (meta: 1.800 kcal), 2 dias dentro da meta (±10%).',
    );
  });

  it('convida a registrar quando a semana ficou vazia, e some sem meta ou sem semana', () => {
    const [empty] = dueNotifications(facts({ lastWeek: week([]) }));
    expect(empty?.body).toBe('De 16/11 a 22/11 você não registrou refeições. Que tal começar hoje?');
    const [noTarget] = dueNotifications(facts({ lastWeek: week([day('2026-11-20', 1500)], null) }));
    expect(noTarget?.body).not.toContain('meta');
    expect(dueNotifications(facts({ lastWeek: null }))).toEqual([]);
    expect(dueNotifications(facts({ lastWeek: week([]), prefs: { ...allOn, weeklySummary: false } }))).toEqual([]);
  });

  it('só resume a semana em que a conta existiu na maior parte (desde quinta-feira)', () => {
    expect(dueNotifications(facts({ accountCreatedOn: '2026-11-19', lastWeek: week([]) }))).toHaveLength(1);
    expect(dueNotifications(facts({ accountCreatedOn: '2026-11-20', lastWeek: week([]) }))).toEqual([]);
  });
});
