import type { MealSlot } from '../../contracts/meals';
import { localHour } from '../calendar/sao-paulo';

/**
 * The slot a meal most likely belongs to, by São Paulo hour: breakfast until
 * 10h, lunch 11–14h, afternoon snack 15–17h, dinner 18–21h, supper otherwise
 * (the Brazilian meal pattern described in the Guia Alimentar para a
 * População Brasileira, Ministério da Saúde, 2014, ch. 4).
 */
export function suggestedSlot(instant: Date): MealSlot {
  const hour = localHour(instant);
  if (hour >= 5 && hour <= 10) return 'cafe';
  if (hour >= 11 && hour <= 14) return 'almoco';
  if (hour >= 15 && hour <= 17) return 'lanche';
  if (hour >= 18 && hour <= 21) return 'jantar';
  return 'ceia';
}
