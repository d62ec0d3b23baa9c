import type { CoreNutrientKey } from '../foods/nutrients';
import { correctWords } from './typo-words';

/** What a question over the person's own log measures: a nutrient of the meals, or the water drunk. */
export type LogMetric = CoreNutrientKey | 'waterMl';

/**
 * What the question asks of the period: the sum (and the daily mean over a
 * range), the daily mean, the days on target, the meal that gave most, or the
 * meals themselves ("o que eu comi ontem?").
 */
export type LogAsk = 'total' | 'average' | 'days_on_target' | 'top_meal' | 'meals';

export interface LogQuestion {
  metric: LogMetric | null;
  ask: LogAsk;
}

/**
 * The metric words as people write them, folded (no accents). Order matters:
 * "gordura" before "gramas"; the first match names the metric.
 */
const METRICS: Array<[LogMetric, RegExp]> = [
  ['waterMl', /\b(?:agua|aguinha|h2o|liquidos?|copos? d[e']? ?agua)\b/],
  ['proteinG', /\b(?:proteinas?|proteina|prot|ptn|whey)\b/],
  ['carbsG', /\b(?:carboidratos?|carbos?|carbs?|cho)\b/],
  ['fatG', /\b(?:gorduras?|lipidios?|gord)\b/],
  ['fiberG', /\b(?:fibras?|fibra alimentar)\b/],
  ['sodiumMg', /\b(?:sodio|sal)\b/],
  ['energyKcal', /\b(?:calorias?|kcal|cal|calorico|energia|calorica)\b/],
];

/** Every word the rules here and in period-words.ts look for: the typo corrector folds slips back to them. */
export const LOG_LEXICON = [
  'calorias',
  'caloria',
  'energia',
  'proteina',
  'proteinas',
  'carboidratos',
  'carboidrato',
  'gordura',
  'gorduras',
  'fibras',
  'fibra',
  'sodio',
  'agua',
  'ontem',
  'anteontem',
  'semana',
  'passada',
  'passado',
  'ultimas',
  'refeicoes',
  'ultimos',
  'ultima',
  'ultimo',
  'segunda',
  'terca',
  'quarta',
  'quinta',
  'sexta',
  'sabado',
  'domingo',
  'refeicao',
  'quantas',
  'quantos',
  'quanto',
  'quanta',
  'media',
  'consumi',
  'ingeri',
  'comi',
  'bebi',
];

/** The person speaks of what they ate or drank, or of their own figures. */
const PERSONAL =
  /\b(?:eu|comi|consumi|ingeri|bebi|tomei|meu|minha|meus|minhas|bati|atingi|cumpri|batido|fiquei|registrei|me alimentei|comido|bebido|consumido)\b/;
/** A question for a figure. */
const ASKS =
  /\b(?:quant[oa]s?|qt[oa]s?|qnt[oa]s?|qual|quais|que|total|media|soma|somou|somei|resumo|balanco|relatorio|bati|atingi|cumpri|fiquei|como foi|como foram|o que)\b/;
/** "quanto ainda posso comer", "quanto falta": what is left of today (reply-day.ts), not a figure of the log. */
const REMAINING = /\b(?:posso|falta\w*|resta\w*|sobr\w*|devo|preciso|pode)\b/;

const DAYS_ON_TARGET =
  /\b(?:quantos dias|quantas vezes|em quantos|dias (?:que )?(?:eu )?(?:bati|atingi|fiquei)|bati a meta|atingi a meta|cumpri a meta|dentro da meta|fiquei na meta|na meta)\b/;
const TOP_MEAL =
  /\b(?:(?:qual|que|em que|em qual) (?:foi |era )?(?:a )?refeic\w*|refeic\w* (?:que|com|de) mais|onde (?:eu )?(?:comi|consumi|ingeri) mais|o que (?:me )?(?:deu|teve) mais)\b/;
const AVERAGE = /\b(?:media|em media|por dia|diari[oa]s?|cada dia)\b/;
const MEALS = /\b(?:o que (?:eu )?(?:comi|almocei|jantei|lanchei|tomei)|quais (?:refeicoes|comidas|alimentos))\b/;
/** "registra que comi…", "anota aí…": a meal to log (meal-report.ts), not a question. */
const REGISTER = /^(?:(?:por favor|pode)\s+)?(?:registr|anot|adicion|lanc|salv|coloc)\w*/;

const OVERVIEW = /\b(?:como (?:foi|foram|ficou|ficaram|esta|ta|to|estou|fui)|resumo|balanco|relatorio|saldo)\b/;

/** The folded key with typos of the log words folded back ("quantaas calorais eu comi onten"). */
export const logKey = (key: string): string => correctWords(key, LOG_LEXICON);

/**
 * A question over the person's own log, or null. `hasPeriod` says whether
 * period-words.ts found a period: a period and a metric suffice ("proteína
 * ontem?"); without one, the person must speak of themselves ("quanta proteína
 * eu comi?") — "quantas calorias tem uma banana?" is about the banana.
 */
export function readLogQuestion(key: string, hasPeriod: boolean): LogQuestion | null {
  if (REMAINING.test(key) || REGISTER.test(key)) return null;
  const metric = METRICS.find(([, pattern]) => pattern.test(key))?.[0] ?? null;
  const ask: LogAsk = DAYS_ON_TARGET.test(key)
    ? 'days_on_target'
    : TOP_MEAL.test(key)
      ? 'top_meal'
      : AVERAGE.test(key)
        ? 'average'
        : MEALS.test(key) && metric === null
          ? 'meals'
          : 'total';
  const personal = PERSONAL.test(key);
  // "kcal ontem", "proteína semana passada": a metric and a period alone ask for the figure.
  const terse = hasPeriod && metric !== null && key.trim().split(/\s+/).length <= 4;
  const asks = ASKS.test(key) || /\?\s*$/.test(key) || terse;
  if (/\b(?:tem|contem|possui|ha em)\b/.test(key) && !personal) return null;
  // "como foi meu dia ontem?": every figure of the period; otherwise a total needs its metric.
  if (ask === 'total' && metric === null && !(hasPeriod && OVERVIEW.test(key))) return null;
  if (!asks) return null;
  if (!personal && !hasPeriod) return null;
  return { metric, ask };
}
