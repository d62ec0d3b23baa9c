import { NUTRIENT_WORDS } from './nutrient-words';
import { cut, trimFiller, type QuestionText } from './question-text';

/** Words that make a message a question about a food's figures. */
const FIGURE_CUE = new RegExp(`\\b${NUTRIENT_WORDS}\\b|\\bengorda\\b`);

const CONNECTORS =
  '(?:tem|ha|possui|contem|existe|existem|vai|vem|da|dao|de|do|da|dos|das|em|no|na|nos|nas|num|numa|para|pra|por)';
const NUTRIENT_LIST = `${NUTRIENT_WORDS}(?:\\s*(?:e|,)\\s*${NUTRIENT_WORDS})*`;

/** "quantas calorias tem", "qual o valor nutricional de", "quanto de proteína tem", "calorias do"… */
const LEADING = new RegExp(
  '^(?:(?:me\\s+)?(?:diga|diz|fala|fale|informe|mostra|mostre)\\s+)?(?:(?:voce\\s+)?sabe(?:ria)?\\s+)?' +
    '(?:(?:quant[oa]s?|qual|quais)\\s+)?(?:(?:e|eh|sao|seria|seriam)\\s+)?(?:(?:o|a|os|as)\\s+)?(?:(?:de|em)\\s+)?' +
    `${NUTRIENT_LIST}\\s*(?:${CONNECTORS}(?:\\s+|$))*`,
);

/** "2 ovos cozidos têm quantas calorias?", "pão de queijo engorda?", "banana tem muita proteína?" */
const TRAILING = new RegExp(
  `\\s*,?\\s*\\b(?:(?:tem|possui|contem|da)\\s+)?(?:(?:quant[oa]s?|qual|quais|muit[oa]s?|pouc[oa]s?|o)\\s+)?(?:(?:de|e)\\s+)?(?:${NUTRIENT_LIST}|engorda)\\s*$`,
);

export function asksForFigures(key: string): boolean {
  return FIGURE_CUE.test(key);
}

/** The food words of a figures question, accents kept ("100 g de frango grelhado"). */
export function foodTextOfQuestion(question: QuestionText): string {
  let rest = trimFiller(question);
  rest = cut(rest, LEADING).rest;
  rest = cut(rest, TRAILING).rest;
  rest = cut(rest, /^(?:tem|ha|em|de|do|da|no|na)\s+/).rest;
  return trimFiller(rest).original;
}
