import type { MealSlot } from '@/contracts/meals';
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

export function eatenAtOf(when: MealWhen): string {
  return instantAt(when.date, when.time).toISOString();
}
