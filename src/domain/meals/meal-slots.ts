import { localHour } from '../calendar/sao-paulo';

/** The five meals of a Brazilian day, in order; the API contracts derive their enums from these. */
export const MEAL_SLOTS = ['cafe', 'almoco', 'lanche', 'jantar', 'ceia'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];
/** The pt-BR names of the meal slots, as the product shows them. */
export const MEAL_SLOT_LABELS: Record<MealSlot, string> = {
  cafe: 'Café',
  almoco: 'Almoço',
  lanche: 'Lanche',
  jantar: 'Jantar',
  ceia: 'Ceia',
};

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

/**
 * The slots a day is planned around for a number of meals a day (1–5): the
 * main meals first (almoço, jantar, café), then the snacks (lanche, ceia).
 */
export function plannedSlots(mealsPerDay: number): MealSlot[] {
  const plans: Record<number, MealSlot[]> = {
    1: ['almoco'],
    2: ['almoco', 'jantar'],
    3: ['cafe', 'almoco', 'jantar'],
    4: ['cafe', 'almoco', 'lanche', 'jantar'],
    5: ['cafe', 'almoco', 'lanche', 'jantar', 'ceia'],
  };
  return plans[Math.min(5, Math.max(1, Math.round(mealsPerDay)))] ?? plans[5] ?? [];
}
