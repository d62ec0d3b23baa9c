import type { MealSlot } from '../meals/meal-slots';
import { MEAL_SLOT_LABELS } from '../meals/meal-slots';
import type { CoreNutrientKey } from '../foods/nutrients';
import type { DayTotals } from '../stats/day-stats';
import { isOnTarget } from '../stats/day-stats';
import type { AssistantReply } from './facts';
import type { LogMetric, LogQuestion } from './log-question';
import type { Period } from './period-words';
import { dayMonth, grams, kcal, ml, plural } from './reply-format';

/** One São Paulo day as Statistics sums it (GET /api/stats/range), with the fibre and sodium of its meals. */
export type PeriodDay = DayTotals & { fiberG: number; sodiumMg: number };

/** One logged meal of the period, with its stored totals. */
export interface PeriodMeal {
  date: string;
  slot: MealSlot;
  time: string;
  foods: string[];
  figures: Record<CoreNutrientKey, number>;
}

/** What the server loads for a question over the log: the period's days, the person's targets, the meals. */
export interface PeriodFacts {
  period: Period;
  days: PeriodDay[];
  targets: Record<'energyKcal' | 'proteinG' | 'carbsG' | 'fatG' | 'waterMl', number | null>;
  meals: PeriodMeal[];
}

const NAMES: Record<LogMetric, string> = {
  energyKcal: 'energia',
  proteinG: 'proteína',
  carbsG: 'carboidratos',
  fatG: 'gorduras',
  fiberG: 'fibras',
  sodiumMg: 'sódio',
  waterMl: 'água',
};

export function amount(metric: LogMetric, value: number): string {
  if (metric === 'energyKcal') return kcal(value);
  if (metric === 'waterMl') return ml(value);
  if (metric === 'sodiumMg') return `${Math.round(value).toLocaleString('pt-BR')} mg`;
  return grams(value);
}

const valueOf = (day: PeriodDay, metric: LogMetric): number => day[metric];
const targetOf = (facts: PeriodFacts, metric: LogMetric): number | null =>
  metric === 'fiberG' || metric === 'sodiumMg' ? null : facts.targets[metric];
/** Water counts on the days water was logged; everything else on the days with a meal (as Statistics' averages). */
const countedDays = (facts: PeriodFacts, metric: LogMetric) =>
  facts.days.filter((d) => (metric === 'waterMl' ? d.waterMl > 0 : d.mealsLogged > 0));

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const text = (lines: string[]): AssistantReply => ({ text: lines.join('\n'), actions: [] });
const single = (facts: PeriodFacts) => facts.period.from === facts.period.to;

/** A question over the person's own log, answered from the period's figures only (never another day's). */
export function logReply(question: LogQuestion, facts: PeriodFacts | undefined): AssistantReply {
  if (!facts) return text(['Não consegui carregar o seu registro agora. Tente de novo em instantes.']);
  const metric = question.metric ?? 'energyKcal';
  const { label } = facts.period;
  const counted = countedDays(facts, metric);
  if (counted.length === 0) {
    const what = metric === 'waterMl' ? 'água' : 'refeições';
    return text([
      `${cap(label)} você não registrou ${what}, então não tenho esse número.`,
      'Quando quiser, me conte o que comeu (“no almoço comi …”) ou quanto bebeu (“bebi 2 copos de água”).',
    ]);
  }
  switch (question.ask) {
    case 'meals':
      return mealsReply(facts);
    case 'top_meal':
      return topMealReply(metric, facts);
    case 'days_on_target':
      return onTargetReply(metric, facts, counted);
    default:
      return question.metric === null ? overviewReply(facts) : figureReply(metric, facts, counted, question.ask);
  }
}

function figureReply(metric: LogMetric, facts: PeriodFacts, counted: PeriodDay[], ask: 'total' | 'average') {
  const { label } = facts.period;
  const target = targetOf(facts, metric);
  const total = facts.days.reduce((sum, d) => sum + valueOf(d, metric), 0);
  const verb = metric === 'waterMl' ? 'bebeu' : 'consumiu';
  const of = metric === 'energyKcal' || metric === 'waterMl' ? '' : ` de ${NAMES[metric]}`;
  const goal = target !== null ? ` (meta: ${amount(metric, target)} por dia)` : '';
  if (single(facts)) {
    const lines = [`${cap(label)} você ${verb} ${amount(metric, total)}${of}${goal}.`];
    if (metric !== 'waterMl')
      lines.push(`Soma de ${plural(counted[0]?.mealsLogged ?? 0, 'refeição registrada', 'refeições registradas')}.`);
    return text(lines);
  }
  const mean = total / counted.length;
  const days = plural(counted.length, 'dia com registro', 'dias com registro');
  const average = `Média de ${amount(metric, mean)}${of} por dia nos ${days}${goal}.`;
  const sum = `No total, ${label}: ${amount(metric, total)}${of}.`;
  return text(ask === 'average' ? [average, sum] : [sum, average]);
}

function overviewReply(facts: PeriodFacts) {
  const lines = [`${cap(facts.period.label)}:`];
  const counted = countedDays(facts, 'energyKcal');
  const n = Math.max(1, counted.length);
  const multi = !single(facts);
  for (const metric of ['energyKcal', 'proteinG', 'carbsG', 'fatG', 'waterMl'] as const) {
    const total = facts.days.reduce((sum, d) => sum + d[metric], 0);
    const shown = multi ? total / (metric === 'waterMl' ? Math.max(1, countedDays(facts, metric).length) : n) : total;
    const target = facts.targets[metric];
    lines.push(
      `• ${cap(NAMES[metric])}: ${amount(metric, shown)}${multi ? ' por dia (média)' : ''}${target !== null ? ` de ${amount(metric, target)}` : ''}`,
    );
  }
  lines.push(
    `${plural(
      counted.reduce((s, d) => s + d.mealsLogged, 0),
      'refeição registrada',
      'refeições registradas',
    )}.`,
  );
  return text(lines);
}

/** Energy, carbohydrates and fat: within ±10% of the target (decision 0011); protein and water: the target reached. */
function reached(metric: LogMetric, value: number, target: number): boolean {
  return metric === 'proteinG' || metric === 'waterMl' ? value >= target : isOnTarget(value, target);
}

function onTargetReply(metric: LogMetric, facts: PeriodFacts, counted: PeriodDay[]) {
  const target = targetOf(facts, metric);
  if (target === null) {
    return text([
      `Não tenho uma meta diária de ${NAMES[metric]} para você: ${metric === 'fiberG' || metric === 'sodiumMg' ? 'o app acompanha energia, macronutrientes e água' : 'complete seus dados em Configurações → Metas'}.`,
    ]);
  }
  const hits = facts.days.filter((d) => counted.includes(d) && reached(metric, valueOf(d, metric), target));
  const rule = metric === 'proteinG' || metric === 'waterMl' ? 'chegou à meta' : 'ficou dentro da meta (±10%)';
  if (single(facts)) {
    const value = valueOf(counted[0] as PeriodDay, metric);
    return text([
      `${cap(facts.period.label)}: ${amount(metric, value)} de ${amount(metric, target)} — ${hits.length ? `sim, ${rule}` : `não ${rule}`}.`,
    ]);
  }
  const lines = [
    `${cap(facts.period.label)}: em ${plural(hits.length, 'dia', 'dias')} de ${plural(facts.days.length, 'dia', 'dias')} você ${rule} de ${NAMES[metric]} (${amount(metric, target)}).`,
  ];
  if (hits.length) lines.push(`Dias: ${hits.map((d) => dayMonth(d.date)).join(', ')}.`);
  return text(lines);
}

function topMealReply(metric: LogMetric, facts: PeriodFacts) {
  if (metric === 'waterMl') return text(['A água não vem das refeições: pergunte “quanta água eu bebi ontem?”.']);
  const best = facts.meals.reduce<PeriodMeal | null>(
    (top, meal) => (top === null || meal.figures[metric] > top.figures[metric] ? meal : top),
    null,
  );
  if (!best) return text([`${cap(facts.period.label)} você não registrou refeições.`]);
  const total = facts.meals.reduce((sum, meal) => sum + meal.figures[metric], 0);
  const share = total > 0 ? Math.round((best.figures[metric] / total) * 100) : 0;
  return text([
    `${cap(facts.period.label)}, a refeição com mais ${NAMES[metric]} foi o ${MEAL_SLOT_LABELS[best.slot].toLowerCase()} de ${dayMonth(best.date)} às ${best.time}: ${amount(metric, best.figures[metric])} (${share}% do período).`,
    `Itens: ${best.foods.join(', ')}.`,
  ]);
}

/** At most this many meals are listed; the rest is counted. */
const MEALS_LISTED = 12;

function mealsReply(facts: PeriodFacts) {
  const lines = [`${cap(facts.period.label)} você registrou:`];
  for (const meal of facts.meals.slice(0, MEALS_LISTED)) {
    const day = single(facts) ? '' : `${dayMonth(meal.date)} `;
    lines.push(
      `• ${day}${MEAL_SLOT_LABELS[meal.slot]} (${meal.time}): ${meal.foods.join(', ')} — ${kcal(meal.figures.energyKcal)}`,
    );
  }
  if (facts.meals.length > MEALS_LISTED) lines.push(`… e mais ${facts.meals.length - MEALS_LISTED}.`);
  const total = facts.days.reduce((sum, d) => sum + d.energyKcal, 0);
  lines.push(`Total: ${kcal(total)}.`);
  return text(lines);
}
