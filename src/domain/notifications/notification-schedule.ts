import { localDate, localTime } from '../calendar/sao-paulo';
import { isOnTarget, type DayTotals } from '../stats/day-stats';
import { addDays } from '../calendar/local-days';
import { dayMonth } from './local-weeks';

/**
 * Which in-app notifications are due for a person at an instant
 * (docs/decisions/0015-notifications-and-account-deletion.md). Pure: the server
 * gathers the facts, stores what this returns under (person, kind, key) and
 * ignores what already exists, so running it again — or on two servers at
 * once — never makes a second copy.
 */
export type NotificationKind = 'trial_ending' | 'trial_last_day' | 'streak_milestone' | 'weekly_summary';

export interface NotificationPreferences {
  trialReminders: boolean;
  streakMilestones: boolean;
  weeklySummary: boolean;
}

export interface DueNotification {
  kind: NotificationKind;
  key: string;
  title: string;
  body: string;
  link: string | null;
}

export interface NotificationFacts {
  now: Date;
  prefs: NotificationPreferences;
  /** `awaitingSubscription`: still in the free trial with no card on file (subscribing silences the reminders). */
  trial: { endsAt: Date; awaitingSubscription: boolean };
  /**
   * The current streak (decision 0011), the last São Paulo date in it (today or yesterday), and the keys of
   * the streak milestones already stored for this person (so one streak hears about a milestone once).
   */
  streak: { days: number; lastDate: string | null; milestonesSent: readonly string[] };
  /** The São Paulo date the account was created. */
  accountCreatedOn: string;
  /** The last complete Monday–Sunday week, every day filled (null: not gathered). */
  lastWeek: { start: string; end: string; days: DayTotals[]; energyTargetKcal: number | null } | null;
}

/** A week is summarised when the person had the account for most of it: from Thursday at the latest (4 of 7 days). */
export const SUMMARY_MIN_DAYS_IN_WEEK = 4;

const DAY_MS = 86_400_000;
/** Streak lengths worth a notification: the first habit (3), a week (7), a month (30). */
export const STREAK_MILESTONES = [3, 7, 30] as const;

export function dueNotifications(facts: NotificationFacts): DueNotification[] {
  const due: DueNotification[] = [];
  if (facts.prefs.trialReminders) due.push(...trialReminder(facts));
  if (facts.prefs.streakMilestones) due.push(...streakMilestone(facts));
  const week = facts.lastWeek;
  const hadMostOfWeek = week && facts.accountCreatedOn <= addDays(week.end, -(SUMMARY_MIN_DAYS_IN_WEEK - 1));
  if (facts.prefs.weeklySummary && week && hadMostOfWeek) due.push(weeklySummary(week));
  return due;
}

/** Days left as the trial pill counts them: the ceiling of the time left, in days (decision 0009). */
function trialReminder({ now, trial }: NotificationFacts): DueNotification[] {
  if (!trial.awaitingSubscription) return [];
  const daysLeft = Math.ceil((trial.endsAt.getTime() - now.getTime()) / DAY_MS);
  const key = trial.endsAt.toISOString();
  const when = `${dayMonth(localDate(trial.endsAt))} às ${localTime(trial.endsAt)}`;
  const link = '/dashboard/settings#assinatura';
  if (daysLeft === 2) {
    return [
      {
        kind: 'trial_ending',
        key,
        title: 'Seu teste grátis termina em 2 dias',
        body: `Seu acesso Premium gratuito vai até ${when}. Confirme a assinatura para continuar sem interrupção.`,
        link,
      },
    ];
  }
  if (daysLeft === 1) {
    return [
      {
        kind: 'trial_last_day',
        key,
        title: 'Último dia do seu teste grátis',
        body: `Seu teste grátis do Premium termina hoje, ${when}. Confirme a assinatura para não perder o acesso.`,
        link,
      },
    ];
  }
  return [];
}

/**
 * The longest milestone the current streak has reached, once per streak. The
 * key names the streak by its first day, so a new streak earns its milestones
 * again, and someone who opens the app only on day 8 hears about 7 days, not 3
 * and 7. The first day moves when a meal is logged for a day before the streak
 * (22/11 filled in on 25/11 turns "since 23/11" into "since 22/11"), so a
 * milestone already sent whose first day lies inside the current streak
 * belongs to this same streak and is not sent again: two streaks never share a day.
 */
function streakMilestone({ streak }: NotificationFacts): DueNotification[] {
  const reached = STREAK_MILESTONES.filter((m) => streak.days >= m).at(-1);
  if (!reached || !streak.lastDate) return [];
  const firstDay = addDays(streak.lastDate, -(streak.days - 1));
  const lastDate = streak.lastDate;
  const alreadySent = streak.milestonesSent.some((key) => {
    const [milestone, sentFirstDay] = key.split(':');
    return Number(milestone) >= reached && !!sentFirstDay && sentFirstDay >= firstDay && sentFirstDay <= lastDate;
  });
  if (alreadySent) return [];
  const title = reached === 30 ? '30 dias seguidos: um mês inteiro!' : `${reached} dias seguidos registrando!`;
  return [
    {
      kind: 'streak_milestone',
      key: `${reached}:${firstDay}`,
      title,
      body: `Você registrou refeições por ${reached} dias seguidos, desde ${dayMonth(firstDay)}. Continue assim!`,
      link: '/dashboard/stats',
    },
  ];
}

const kcal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

function weeklySummary(week: NonNullable<NotificationFacts['lastWeek']>): DueNotification {
  const logged = week.days.filter((d) => d.mealsLogged > 0);
  const range = `${dayMonth(week.start)} a ${dayMonth(week.end)}`;
  const base = {
    kind: 'weekly_summary' as const,
    key: week.start,
    title: 'Seu resumo da semana',
    link: '/dashboard/stats',
  };
  if (logged.length === 0) {
    return { ...base, body: `De ${range} você não registrou refeições. Que tal começar hoje?` };
  }
  const average = logged.reduce((sum, d) => sum + d.energyKcal, 0) / logged.length;
  const parts = [
    `De ${range}: refeições registradas em ${logged.length} de ${week.days.length} dias`,
    `média de ${kcal.format(average)} kcal por dia registrado`,
  ];
  const target = week.energyTargetKcal;
  if (target) {
    const onTarget = week.days.filter((d) => d.mealsLogged > 0 && isOnTarget(d.energyKcal, target)).length;
    parts[1] += ` (meta: ${kcal.format(target)} kcal)`;
    parts.push(`${onTarget} ${onTarget === 1 ? 'dia' : 'dias'} dentro da meta (±10%)`);
  }
  return { ...base, body: `${parts.join(', ')}.` };
}
