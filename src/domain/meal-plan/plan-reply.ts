import { addDays } from '../calendar/local-days';
import { dayMonth, grams, kcal } from '../chat/reply-format';
import { MEAL_SLOT_LABELS, type MealSlot } from '../meals/meal-slots';
import { roundFigures } from './plan-item-figures';
import type { PlanFigures, PlannedDay, PlannedMeal } from './plan-types';
import type { PlanDayRef, PlanQuestion } from './plan-question';

/** Where the plan lives in the app (the links are absolute in WhatsApp, relative in the chat). */
export const PLAN_PATH = '/dashboard/plano';

export const WEEKDAY_NAMES = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

/** The plan's day a question means: "hoje" is São Paulo's today; a weekday is the next one from today. */
export function planDayFor(days: readonly PlannedDay[], ref: PlanDayRef, today: string): PlannedDay | null {
  if ('offset' in ref) return days.find((d) => d.date === addDays(today, ref.offset)) ?? null;
  for (let ahead = 0; ahead < 7; ahead += 1) {
    const date = addDays(today, ahead);
    if (weekdayOf(date) === ref.weekday) return days.find((d) => d.date === date) ?? null;
  }
  return null;
}

function dayName(date: string, today: string): string {
  if (date === today) return 'hoje';
  if (date === addDays(today, 1)) return 'amanhã';
  return `${WEEKDAY_NAMES[weekdayOf(date)]} (${dayMonth(date)})`;
}

function refName(ref: PlanDayRef, today: string): string {
  if ('weekday' in ref) return WEEKDAY_NAMES[ref.weekday]!;
  return dayName(addDays(today, ref.offset), today);
}

/**
 * Figures rounded as the API rounds them (to 0.1) before they are rounded again for text, so the chat and WhatsApp
 * say the kcal the plan screen shows: 1,514.46 is 1,514.5 there, and so 1.515 kcal here too, never 1.514.
 */
export const totalsLine = (figures: PlanFigures) => {
  const t = roundFigures(figures);
  return `${kcal(t.energyKcal)} · ${grams(t.proteinG)} de proteína · ${grams(t.carbsG)} de carboidratos · ${grams(t.fatG)} de gorduras`;
};

/** "• 4 colheres de sopa de Arroz, tipo 1, cozido (100 g) — 128 kcal": the stored plan's own amounts and figures. */
export function mealLines(meal: PlannedMeal): string[] {
  return [
    `${MEAL_SLOT_LABELS[meal.slot]}:`,
    ...meal.items.map(
      (i) => `• ${i.measure} de ${i.foodName} (${grams(i.grams)}) — ${kcal(roundFigures(i.figures).energyKcal)}`,
    ),
    `Total: ${totalsLine(meal.totals)}`,
  ];
}

/** The text of one day, or of one of its meals; `planUrl` ends it (the plan screen, to swap or log). */
export function planDayText(day: PlannedDay, slot: MealSlot | null, today: string, planUrl: string): string {
  const when = dayName(day.date, today);
  if (slot) {
    const meal = day.meals.find((m) => m.slot === slot);
    if (!meal) {
      const planned = day.meals.map((m) => MEAL_SLOT_LABELS[m.slot].toLowerCase()).join(', ');
      return `O seu plano não tem ${MEAL_SLOT_LABELS[slot].toLowerCase()} — ele segue as refeições do seu perfil (${planned}). Veja o plano em ${planUrl}`;
    }
    return [
      `${MEAL_SLOT_LABELS[slot]} de ${when}, do seu plano alimentar:`,
      ...mealLines(meal).slice(1),
      '',
      `Trocar ou registrar: ${planUrl}`,
    ].join('\n');
  }
  const meals = day.meals.flatMap((meal) => [...mealLines(meal), '']);
  return [
    `Cardápio de ${when}, do seu plano alimentar:`,
    '',
    ...meals,
    `No dia: ${totalsLine(day.totals)}`,
    '',
    `Trocar ou registrar: ${planUrl}`,
  ].join('\n');
}

/**
 * The answer to a plan question from the person's current plan (or its absence). Every figure is the
 * stored plan's; without a plan the answer points to the plan screen — a plan is never made up in text.
 */
export function planReply(
  question: PlanQuestion,
  plan: { days: readonly PlannedDay[] } | null,
  today: string,
  planUrl: string,
): string {
  if (question.kind === 'plan_make') {
    if (plan) {
      return `Você já tem um plano alimentar para a semana. Para ver, trocar alimentos ou montar um novo com outras preferências, abra ${planUrl}`;
    }
    return `Eu monto o seu plano alimentar da semana nas suas metas, com alimentos do dia a dia e em medidas caseiras. Escolha as preferências e gere o plano em ${planUrl}`;
  }
  if (!plan) {
    return `Você ainda não tem um plano alimentar. Monte o seu em ${planUrl} — eu preparo a semana nas suas metas, com lista de compras.`;
  }
  const day = planDayFor(plan.days, question.day, today);
  if (!day) {
    return `O seu plano alimentar não tem ${refName(question.day, today)}: ele vai de ${dayMonth(plan.days[0]!.date)} a ${dayMonth(plan.days.at(-1)!.date)}. Monte um novo em ${planUrl}`;
  }
  return planDayText(day, question.slot, today, planUrl);
}
