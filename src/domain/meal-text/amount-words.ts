import { toSearchKey } from '../foods/search-key';

/** Number words as people type them in a food diary (search-key form: no accents). */
const NUMBER_WORDS: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  quinze: 15,
  vinte: 20,
  meio: 0.5,
  meia: 0.5,
};

const UNICODE_FRACTIONS: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75, '⅓': 1 / 3, '⅔': 2 / 3 };

/** "dúzia" multiplies: "meia dúzia" = 6, "uma dúzia" = 12. */
export const DOZEN_WORD = 'duzia';

/** A quantity written as digits ("2", "1,5", "0.5", "1/2", "½") or a word ("duas", "meia"); else null. */
export function readNumber(word: string): number | null {
  const fraction = UNICODE_FRACTIONS[word];
  if (fraction !== undefined) return fraction;
  if (/^\d+([.,]\d+)?$/.test(word)) return Number(word.replace(',', '.'));
  const ratio = /^(\d+)\/(\d+)$/.exec(word);
  if (ratio) {
    const denominator = Number(ratio[2]);
    return denominator > 0 ? Number(ratio[1]) / denominator : null;
  }
  return NUMBER_WORDS[toSearchKey(word)] ?? null;
}

/** Mass and volume units; volumes count as grams at density 1, as the catalog's POF weights of liquids do. */
const UNITS: Record<string, { unit: 'g' | 'ml'; factor: number }> = {
  g: { unit: 'g', factor: 1 },
  gr: { unit: 'g', factor: 1 },
  grs: { unit: 'g', factor: 1 },
  grama: { unit: 'g', factor: 1 },
  gramas: { unit: 'g', factor: 1 },
  kg: { unit: 'g', factor: 1000 },
  quilo: { unit: 'g', factor: 1000 },
  quilos: { unit: 'g', factor: 1000 },
  kilo: { unit: 'g', factor: 1000 },
  ml: { unit: 'ml', factor: 1 },
  mls: { unit: 'ml', factor: 1 },
  mililitro: { unit: 'ml', factor: 1 },
  mililitros: { unit: 'ml', factor: 1 },
  l: { unit: 'ml', factor: 1000 },
  lt: { unit: 'ml', factor: 1000 },
  litro: { unit: 'ml', factor: 1000 },
  litros: { unit: 'ml', factor: 1000 },
};

export function readUnit(word: string): { unit: 'g' | 'ml'; factor: number } | null {
  return UNITS[toSearchKey(word)] ?? null;
}

/** Words that say nothing about which food or how much ("comi", "mais ou menos", "tipo"). */
const FILLERS = new Set(
  'eu comi tomei bebi almocei jantei lanchei belisquei comemos tomamos almocamos jantamos foi teve hoje ontem agora tipo aprox aproximadamente cerca uns umas pouco pouca pouquinho bastante muito muita x almoco jantar janta lanche lanchinho ceia merenda desjejum'.split(
    ' ',
  ),
);
export function isFiller(word: string): boolean {
  return FILLERS.has(toSearchKey(word));
}

export const LINKING_WORDS = new Set(['de', 'do', 'da', 'dos', 'das', 'd']);
