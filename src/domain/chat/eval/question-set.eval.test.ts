import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../data/catalog/index';
import { datesFrom } from '../../calendar/local-days';
import { buildFoodIndex } from '../../foods/food-index';
import { createMealTextAnalyzer } from '../../meal-text/analyze-meal-text';
import type { MealSlot } from '../../meals/meal-slots';
import type { CoreNutrientKey } from '../../foods/nutrients';
import type { FoodTools, PersonFacts } from '../facts';
import type { LogMetric } from '../log-question';
import { composeReply, understand } from '../offline-assistant';
import { periodOf } from '../period-words';
import { amount, type PeriodDay, type PeriodFacts, type PeriodMeal } from '../reply-log';
import { kcal } from '../reply-format';
import { QUESTION_SET, type Expected } from './question-set';

const NOW = new Date('2026-11-28T15:00:00Z'); // Saturday, 12:00 in São Paulo
const TODAY = '2026-11-28';
const catalog = loadCatalog();
const tools: FoodTools = { catalog, index: buildFoodIndex(catalog), analyzeText: createMealTextAnalyzer(catalog) };

/**
 * The seeded log: 16/11 to 28/11, three meals a day whose figures differ
 * from every other day's (so a figure names its day), water on most days.
 * Each day's totals are the sums of its meals, as the meal triggers keep them.
 */
const SLOTS: Array<[MealSlot, string]> = [
  ['cafe', '08:00'],
  ['almoco', '12:30'],
  ['jantar', '20:00'],
];
const SEED_DATES = datesFrom('2026-11-16', TODAY);
const MEALS: PeriodMeal[] = SEED_DATES.flatMap((date, i) =>
  SLOTS.map(([slot, time], s) => ({
    date,
    slot,
    time,
    foods: [`Alimento ${i}-${s}`],
    figures: {
      energyKcal: [331, 707, 613][s]! + 17 * i,
      proteinG: [14, 37, 29][s]! + 1.3 * i,
      carbsG: [43, 81, 62][s]! + 2.1 * i,
      fatG: [9, 23, 19][s]! + 0.7 * i,
      fiberG: [3, 9, 6][s]! + 0.4 * i,
      sodiumMg: [310, 890, 640][s]! + 23 * i,
    },
  })),
);
const sumOf = (date: string, key: CoreNutrientKey) =>
  MEALS.filter((m) => m.date === date).reduce((sum, m) => sum + m.figures[key], 0);
/** Water: none on the 19th and the 24th (days without water are not averaged). */
const waterOf = (date: string, i: number) => (date === '2026-11-19' || date === '2026-11-24' ? 0 : 1250 + 97 * i);
const SEED_DAYS: PeriodDay[] = SEED_DATES.map((date, i) => ({
  date,
  energyKcal: sumOf(date, 'energyKcal'),
  proteinG: sumOf(date, 'proteinG'),
  carbsG: sumOf(date, 'carbsG'),
  fatG: sumOf(date, 'fatG'),
  fiberG: sumOf(date, 'fiberG'),
  sodiumMg: sumOf(date, 'sodiumMg'),
  waterMl: waterOf(date, i),
  mealsLogged: 3,
}));
const TARGETS = { energyKcal: 1900, proteinG: 90, carbsG: 230, fatG: 60, waterMl: 2000 };

/** What the server's loader gives for a period: only the period's days (zeros where nothing is seeded) and meals. */
function loadPeriod(from: string, to: string, label: string): PeriodFacts {
  const days = datesFrom(from, to).map(
    (date) =>
      SEED_DAYS.find((d) => d.date === date) ?? {
        date,
        energyKcal: 0,
        proteinG: 0,
        carbsG: 0,
        fatG: 0,
        fiberG: 0,
        sodiumMg: 0,
        waterMl: 0,
        mealsLogged: 0,
      },
  );
  return {
    period: { from, to, label },
    days,
    targets: TARGETS,
    meals: MEALS.filter((m) => m.date >= from && m.date <= to),
  };
}

/** The figure the reply must show, computed straight from the seed for the expected period. */
function expectedFigure(e: Extract<Expected, { intent: 'log_question' }>): string | null {
  const metric: LogMetric = e.metric ?? 'energyKcal';
  const days = SEED_DAYS.filter((d) => d.date >= e.from && d.date <= e.to);
  const counted = days.filter((d) => (metric === 'waterMl' ? d.waterMl > 0 : d.mealsLogged > 0));
  if (counted.length === 0) return 'não registrou';
  const total = days.reduce((sum, d) => sum + d[metric], 0);
  switch (e.ask) {
    case 'average':
      return amount(metric, total / counted.length);
    case 'top_meal': {
      if (metric === 'waterMl') return null;
      const meals = MEALS.filter((m) => m.date >= e.from && m.date <= e.to);
      return amount(metric, Math.max(...meals.map((m) => m.figures[metric])));
    }
    case 'meals':
      return kcal(total);
    case 'days_on_target':
      return null;
    default:
      return e.metric === null ? kcal(total / (e.from === e.to ? 1 : counted.length)) : amount(metric, total);
  }
}

/** Figures of the same metric on days outside the period: a reply that shows one answered from another day. */
function otherDaysFigures(e: Extract<Expected, { intent: 'log_question' }>): string[] {
  if (e.from !== e.to) return [];
  const metric: LogMetric = e.metric ?? 'energyKcal';
  // A target is shown beside the figure ("meta: 230 g"); it names no day.
  const targets = Object.entries(TARGETS).map(([key, value]) => amount(key as LogMetric, value));
  return SEED_DAYS.filter((d) => d.date !== e.from && d[metric] > 0)
    .map((d) => amount(metric, d[metric]))
    .filter((figure) => !targets.includes(figure));
}

describe('questions over the log (issue #26): the public set against a seeded week', () => {
  it('answers at least 95% right, and never with another day’s figures', () => {
    expect(QUESTION_SET.length).toBeGreaterThanOrEqual(200);
    const wrong: string[] = [];
    const otherDay: string[] = [];
    for (const [text, expected] of QUESTION_SET) {
      const intent = understand(text, tools);
      const facts: PersonFacts = { firstName: 'Ana', now: NOW, mode: 'offline' };
      if (intent.kind === 'log_question') {
        const period = periodOf(intent.periodKey, TODAY);
        facts.period = loadPeriod(period.from, period.to, period.label);
      }
      const reply = composeReply(intent, facts, tools);
      let ok = intent.kind === expected.intent;
      if (ok && expected.intent === 'log_question' && intent.kind === 'log_question') {
        const period = periodOf(intent.periodKey, TODAY);
        ok =
          period.from === expected.from &&
          period.to === expected.to &&
          intent.question.metric === expected.metric &&
          intent.question.ask === expected.ask;
        const figure = expectedFigure(expected);
        if (ok && figure !== null) ok = reply.text.includes(figure);
        const leaked = otherDaysFigures(expected).filter((f) => reply.text.includes(f));
        if (leaked.length > 0) otherDay.push(`${text}: ${leaked.join(', ')}`);
      }
      if (ok && expected.intent === 'log_water') {
        const action = reply.actions[0];
        ok = action?.kind === 'log_water' && action.water.ml === expected.ml;
      }
      if (ok && expected.intent === 'log_weight') {
        const action = reply.actions[0];
        ok = action?.kind === 'log_weight' && action.weight.weightKg === expected.kg;
      }
      if (!ok) {
        const detail =
          intent.kind === 'log_question'
            ? `${JSON.stringify(periodOf(intent.periodKey, TODAY))} ${intent.question.metric}/${intent.question.ask}`
            : intent.kind;
        wrong.push(`${text} → ${detail}`);
      }
    }
    const right = QUESTION_SET.length - wrong.length;
    console.info(
      `questions: ${right}/${QUESTION_SET.length} right (${((right / QUESTION_SET.length) * 100).toFixed(1)}%); answers with another day's figures: ${otherDay.length}`,
      wrong,
      otherDay,
    );
    expect(otherDay).toEqual([]);
    expect(right / QUESTION_SET.length).toBeGreaterThanOrEqual(0.95);
  });
});
