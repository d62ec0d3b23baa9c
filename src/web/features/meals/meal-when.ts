import { eatenAtTooLateMessage } from '@/contracts/dates';
import type { MealSlot } from '@/contracts/meals';
import { isEatenAtTooLate } from '@/domain/calendar/date-bounds';
import { isLocalDate } from '@/domain/calendar/local-days';
import { instantAt, localDate, localTime } from '@/domain/calendar/sao-paulo';
import { suggestedSlot } from '@/domain/meals/meal-slots';

/** The "when" of a meal as the form edits it: São Paulo date and time, and the slot. */
export interface MealWhen {
  slot: MealSlot;
  date: string;
  time: string;
}

export function whenFor(instant: Date, slot?: MealSlot): MealWhen {
  return { slot: slot ?? suggestedSlot(instant), date: localDate(instant), time: localTime(instant) };
}

/** The instant to send; a date the calendar cannot place (year 10000 typed in) goes as typed, for the server to refuse in pt-BR. */
export function eatenAtOf(when: MealWhen): string {
  if (!isLocalDate(when.date) || !/^\d{2}:\d{2}$/.test(when.time)) return `${when.date}T${when.time}`;
  return instantAt(when.date, when.time).toISOString();
}

/** The server's rule, said at the time field before saving: a meal time later than now + 15 min has not come yet. */
export function tooLateMessage(when: MealWhen, now: Date): string | null {
  if (!isLocalDate(when.date) || !/^\d{2}:\d{2}$/.test(when.time)) return null;
  return isEatenAtTooLate(instantAt(when.date, when.time), now) ? eatenAtTooLateMessage(now) : null;
}
