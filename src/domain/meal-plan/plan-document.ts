import { dayMonth } from '../chat/reply-format';
import type { MealPlan } from './generate-plan';
import { mealLines, totalsLine, WEEKDAY_NAMES, weekdayOf } from './plan-reply';
import type { ShoppingSectionList } from './shopping-list';

/** A printable document as plain text blocks: the PDF adapter lays them out, this decides what they say. */
export interface PlanDocument {
  title: string;
  subtitle: string;
  disclaimer: string;
  sections: { heading: string; blocks: string[][] }[];
}

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "Baixar PDF" (issue #27 item 4): the week's plan day by day, each meal in household measures with its totals,
 * then the shopping list by supermarket section — the stored plan's figures, as the screen shows them.
 */
export function planDocument(plan: MealPlan, shopping: readonly ShoppingSectionList[]): PlanDocument {
  const first = plan.days[0]?.date ?? plan.startDate;
  const last = plan.days.at(-1)?.date ?? plan.startDate;
  return {
    title: 'Plano alimentar da semana',
    subtitle: `De ${dayMonth(first)} a ${dayMonth(last)} · Nutri`,
    disclaimer: plan.disclaimer,
    sections: [
      ...plan.days.map((day) => ({
        heading: `${capital(WEEKDAY_NAMES[weekdayOf(day.date)]!)}, ${dayMonth(day.date)} — ${totalsLine(day.totals)}`,
        blocks: day.meals.map((meal) => mealLines(meal)),
      })),
      {
        heading: 'Lista de compras',
        blocks: shopping.map((section) => [
          `${section.name}:`,
          ...section.items.map((item) => `• ${item.name}: ${decimal.format(item.quantity)} ${item.unit}`),
        ]),
      },
    ],
  };
}
