import type { ReminderSettings } from './reminder-settings';
import { MEAL_SLOTS, type MealSlot } from '../meals/meal-slots';
import { isQuiet, minutesOf } from './clock-minutes';
import type { UsualTime } from './usual-meal-times';

/**
 * Which meal and water reminders are due for a person now (decision 0049). Pure: the job gathers the facts,
 * claims each reminder in the database under its key before sending, and so sends it once on any number of
 * servers. A reminder is due only inside its window; a server that was down past the window sends nothing
 * for it (no stale "já almoçou?" at 18h).
 */
export const MEAL_GRACE_MIN = 45;
export const MEAL_WINDOW_MIN = 120;
/** Water check-ins every 2 hours of the waking day, each valid for an hour. */
export const WATER_EVERY_MIN = 120;
export const WATER_WINDOW_MIN = 60;
/** A glass (250 ml): behind by less than that is not worth a notification. */
export const WATER_SLACK_ML = 250;

const MEAL_NAMES: Record<MealSlot, string> = {
  cafe: 'o café da manhã',
  almoco: 'o almoço',
  lanche: 'o lanche',
  jantar: 'o jantar',
  ceia: 'a ceia',
};

export interface ReminderFacts {
  /** São Paulo date and minute of the day now. */
  date: string;
  minute: number;
  settings: ReminderSettings;
  usualTimes: Record<MealSlot, UsualTime | null>;
  slotsLoggedToday: readonly MealSlot[];
  waterTodayMl: number;
  waterTargetMl: number | null;
  /** Meal and water reminders already claimed today (distinct keys, any channel). */
  sentToday: number;
}

export interface DueReminder {
  kind: 'meal' | 'water';
  key: string;
  title: string;
  body: string;
  url: string;
  tag: string;
}

const ml = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

export function dueReminders(facts: ReminderFacts): DueReminder[] {
  const { settings, minute } = facts;
  if (isQuiet(minute, settings.quietFrom, settings.quietTo)) return [];
  const due: DueReminder[] = [];
  const wanted = (kind: 'meal' | 'water') => settings.channels[kind].push || settings.channels[kind].email;
  if (wanted('meal')) {
    for (const slot of MEAL_SLOTS) {
      const usual = facts.usualTimes[slot];
      if (!usual || facts.slotsLoggedToday.includes(slot)) continue;
      const from = minutesOf(usual.time) + MEAL_GRACE_MIN;
      if (minute < from || minute >= from + MEAL_WINDOW_MIN) continue;
      const name = MEAL_NAMES[slot];
      due.push({
        kind: 'meal',
        key: `meal:${facts.date}:${slot}`,
        title: `Já registrou ${name}?`,
        body: `Ainda não há ${name.replace(/^o |^a /, '')} registrado hoje. Toque para registrar em poucos segundos.`,
        url: `/dashboard/analyze?refeicao=${slot}`,
        tag: `meal-${slot}`,
      });
    }
  }
  const water = wanted('water') ? waterReminder(facts) : null;
  if (water) due.push(water);
  return due.slice(0, Math.max(0, settings.dailyCap - facts.sentToday));
}

/** Spread over the waking day (quiet hours' end to their start): behind the pace by more than a glass. */
function waterReminder(facts: ReminderFacts): DueReminder | null {
  const target = facts.waterTargetMl;
  if (!target || facts.waterTodayMl >= target) return null;
  const wake = minutesOf(facts.settings.quietTo);
  let sleep = minutesOf(facts.settings.quietFrom);
  if (sleep <= wake) sleep += 1440;
  const minute = facts.minute < wake ? facts.minute + 1440 : facts.minute;
  const since = minute - wake;
  const checkIn = Math.floor(since / WATER_EVERY_MIN) * WATER_EVERY_MIN;
  if (checkIn === 0 || since - checkIn >= WATER_WINDOW_MIN || wake + checkIn > sleep - 60) return null;
  const expected = (target * checkIn) / (sleep - wake);
  if (facts.waterTodayMl > expected - WATER_SLACK_ML) return null;
  return {
    kind: 'water',
    key: `water:${facts.date}:${checkIn}`,
    title: 'Hora de um copo de água',
    body: `Você bebeu ${ml.format(facts.waterTodayMl)} ml de ${ml.format(target)} ml hoje. Um copo agora ajuda a chegar lá.`,
    url: '/dashboard#agua',
    tag: 'water',
  };
}
