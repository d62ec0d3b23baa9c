/**
 * Whether a language model's suggestion for the week may be shown (decision 0067). The model is given the week's
 * figures as its only facts; what it answers is used only when it is one short pt-BR text whose every number is
 * one of those figures. Anything else (a number it made up, a list, a link, another language) falls back to the
 * rules' suggestion: a person never reads a figure Nutri did not compute.
 */
export const SUGGESTION_MIN_CHARS = 40;
/** Two sentences at most: it follows "5 de 7 dias registrados." in a push (about 240 characters shown). */
export const SUGGESTION_MAX_CHARS = 280;

export type SuggestionCheck = { ok: true; text: string } | { ok: false; reason: string };

/** Cardinal words from two on ("um"/"uma" are also articles): a number written out is a number too. */
// prettier-ignore
const NUMBER_WORDS: Record<string, number> = {
  dois: 2, duas: 2, três: 3, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8, nove: 9, dez: 10,
  onze: 11, doze: 12, treze: 13, quatorze: 14, catorze: 14, quinze: 15, dezesseis: 16, dezessete: 17,
  dezoito: 18, dezenove: 19, vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, sessenta: 60, setenta: 70,
  oitenta: 80, noventa: 90, cem: 100, cento: 100, duzentos: 200, trezentos: 300, quinhentos: 500, mil: 1000,
};

/**
 * Every number in a pt-BR text, as a value: "1.850" (thousands), "59,4" (decimal), "-0,6", "45%" and the number
 * words. Signs are dropped (a change of −0,6 kg may be told as "perdeu 0,6 kg").
 */
export function numbersIn(text: string): number[] {
  const digits = [...text.matchAll(/\d+(?:[.,]\d+)*/g)].map(([raw]) => {
    const plain = /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(raw) ? raw.replaceAll('.', '') : raw;
    return Number(plain.replace(',', '.'));
  });
  const words = (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((word) => word in NUMBER_WORDS);
  return [...digits, ...words.map((word) => NUMBER_WORDS[word]!)];
}

/** Common words of Portuguese and of the languages a model most often slips into (English, Spanish). */
const PORTUGUESE = new Set(
  [
    'de da do das dos em na no nas nos para com uma um que você sua seu suas seus mais por pelo pela ao aos à às é',
    'semana dias dia refeições refeição almoço jantar café manhã água porção porções tente inclua mantenha registre',
    'não também como até ou cada',
  ]
    .join(' ')
    .split(' '),
);
const OTHER = new Set(
  [
    'the and you your to of with on this week try days day meal meals water more less',
    'el los las usted comidas agua también intente incluya',
  ]
    .join(' ')
    .split(' '),
);

function looksPortuguese(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const portuguese = words.filter((word) => PORTUGUESE.has(word)).length;
  const other = words.filter((word) => OTHER.has(word)).length;
  return portuguese >= 3 && portuguese > other * 2;
}

const sameNumber = (a: number, b: number) => Math.abs(a - b) < 0.05;

/** The answer, tidied, when it may be shown; else why not (for the log). */
export function checkSuggestion(answer: string, figures: readonly string[]): SuggestionCheck {
  const text = answer
    .trim()
    .replace(/^(?:sugestão(?: para esta semana)?\s*:\s*)/i, '')
    .replace(/^["“'](.*)["”']$/s, '$1')
    .trim();
  if (/\n\s*\S/.test(text)) return { ok: false, reason: 'mais de um parágrafo' };
  if (text.length < SUGGESTION_MIN_CHARS || text.length > SUGGESTION_MAX_CHARS) {
    return { ok: false, reason: `tamanho ${text.length} fora de ${SUGGESTION_MIN_CHARS}–${SUGGESTION_MAX_CHARS}` };
  }
  if (/[*#`<>_[\]{}|]|https?:|www\./i.test(text)) return { ok: false, reason: 'marcação ou link' };
  if (!looksPortuguese(text)) return { ok: false, reason: 'não parece português' };
  const given = figures.flatMap(numbersIn);
  const invented = numbersIn(text).filter((n) => !given.some((g) => sameNumber(g, n)));
  if (invented.length) return { ok: false, reason: `números fora dos dados: ${invented.join(', ')}` };
  return { ok: true, text };
}
