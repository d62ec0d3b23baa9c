import type { Meal, MealSlot } from '@/contracts/meals';
import { instantAt, localDate, localTime } from '@/domain/calendar/sao-paulo';

export interface RepeatChoice {
  slot: MealSlot;
  eatenAt: string;
  /** "16:00" in São Paulo. */
  time: string;
}

/**
 * The two ways "Repetir refeição" can log a meal again. Both keep its slot (a
 * Lanche stays a Lanche): `sameTime` is today at the time it was eaten — null
 * while that time has not come yet, since a meal cannot be logged ahead of
 * time —, `now` is the current time, used only when the person picks it.
 */
export function repeatChoices(
  meal: Pick<Meal, 'slot' | 'eatenAt'>,
  now: Date,
): { sameTime: RepeatChoice | null; now: RepeatChoice } {
  const time = localTime(new Date(meal.eatenAt));
  const todayAtSameTime = instantAt(localDate(now), time);
  return {
    sameTime:
      todayAtSameTime.getTime() <= now.getTime()
        ? { slot: meal.slot, eatenAt: todayAtSameTime.toISOString(), time }
        : null,
    now: { slot: meal.slot, eatenAt: now.toISOString(), time: localTime(now) },
  };
}
