import { isEatenAtTooLate } from '../calendar/date-bounds';
import { instantAt, localTime } from '../calendar/sao-paulo';
import { isQuickCaloriesId } from '../meal-text/quick-calories-item';
import type { MealItemRequest } from './build-meal-items';

/** What a copy needs of a logged item. */
export interface CopiedItem {
  foodId: string;
  quantity: number;
  measureId: string | null;
  grams: number;
  nutrients: { energyKcal: number | null; proteinG: number | null; carbsG: number | null; fatG: number | null };
}

/**
 * How to log a logged item again ("Copiar", issue 25): in its household measure when it had one ("2 conchas"
 * stays two ladles), else in grams; a quick add by the energy and macros the person gave (decision 0045).
 * The figures are then re-read from the catalog, as for any meal (decision 0008).
 */
export function copyItemRequest(item: CopiedItem): MealItemRequest {
  if (isQuickCaloriesId(item.foodId)) {
    const { energyKcal, proteinG, carbsG, fatG } = item.nutrients;
    return { foodId: item.foodId, energyKcal: energyKcal ?? item.quantity, proteinG, carbsG, fatG };
  }
  return item.measureId
    ? { foodId: item.foodId, quantity: item.quantity, measureId: item.measureId }
    : { foodId: item.foodId, grams: item.grams };
}

/**
 * When a meal copied to `toDate` is logged ("Copiar o dia", decision 0053): on that day at the time it was eaten
 * (São Paulo). A meal is eaten, not planned (decision 0024): on today, a time that has not come yet becomes now —
 * yesterday's 20:00 dinner copied at 15:00 is logged at 15:00, still as Jantar.
 */
export function copiedEatenAt(sourceEatenAt: Date, toDate: string, now: Date): Date {
  const sameTime = instantAt(toDate, localTime(sourceEatenAt));
  return isEatenAtTooLate(sameTime, now) ? now : sameTime;
}
