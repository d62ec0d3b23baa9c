import { readNumber, readUnit } from './amount-words';
import type { Amount } from './read-amount';

/**
 * A weight or volume written after the food or its measure, as people who
 * weigh their food write it: "1 banana de 120 g", "2 coxinhas de 80 g",
 * "2 ovos de 50 g cada", "1 iogurte (170 g)", "1 xícara (240 ml) de leite".
 * It says how much one of them (after "de", or with "cada") or all of them (in
 * brackets, or with "no total") weighed, so it wins over the measure's weight.
 */
export interface StatedWeight {
  quantity: number;
  unit: { unit: 'g' | 'ml'; factor: number };
  /** True when the weight is of each one counted ("de 80 g", "50 g cada"), false when of all. */
  each: boolean;
}

const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const UNIT = String.raw`(g|gr|grs|gramas?|kg|quilos?|kilos?|ml|mls|mililitros?|l|lt|litros?)`;
const EACH = String.raw`(?:\s+(cada(?:\s+uma?)?|no\s+total|ao\s+todo))?`;
const END = String.raw`(?![\p{L}\p{N}])`;
/** "(170 g)", "(50 g cada)", "(cerca de 240 ml)". */
const IN_BRACKETS = new RegExp(
  String.raw`\(\s*(?:cerca\s+de\s+|uns\s+|umas\s+|aprox\.?\s+)?${NUMBER}\s*${UNIT}${EACH}\s*\)`,
  'iu',
);
/** "de 120 g", "de 50g cada": after something, never the amount a description starts with. */
const AFTER_WORDS = new RegExp(String.raw`(?<=\S)\s+de\s+${NUMBER}\s*${UNIT}${EACH}${END}`, 'iu');

/** The description without its stated weight, and the weight; null when none is stated. */
export function readStatedWeight(text: string): { text: string; weight: StatedWeight } | null {
  const bracketed = IN_BRACKETS.exec(text);
  const after = bracketed ? null : AFTER_WORDS.exec(text);
  const found = bracketed ?? after;
  if (!found) return null;
  const quantity = readNumber(found[1] ?? '');
  const unit = readUnit(found[2] ?? '');
  if (quantity === null || !unit || quantity <= 0) return null;
  const said = (found[3] ?? '').toLowerCase();
  const each = said.startsWith('cada') || (!bracketed && !said);
  const rest = `${text.slice(0, found.index)} ${text.slice(found.index + found[0].length)}`.replace(/\s+/g, ' ').trim();
  return rest ? { text: rest, weight: { quantity, unit, each } } : null;
}

/**
 * The amount once the stated weight is applied: the count read from the words
 * ("2 coxinhas", "meia xícara") times the weight of each, or the weight of all.
 * A description that already started with a weight ("200 g de arroz") keeps it.
 */
export function withStatedWeight(amount: Amount, weight: StatedWeight): Amount {
  if (amount.unit) return amount;
  const count = amount.written ? amount.quantity : 1;
  const quantity = weight.quantity * (weight.each ? count : 1);
  return { quantity, unit: weight.unit, measure: null, written: true, modifier: null };
}
