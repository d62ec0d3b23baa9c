import { toSearchKey } from '../foods/search-key';
import type { MealTextItem } from './place-item';
import { quickCaloriesInBounds, quickCaloriesItem, type QuickCalories } from './quick-calories-item';

/**
 * Quick add (issue 25): "500 kcal", "300 calorias", "lanche de 300 calorias", "uns 450 kcal", "um doce de
 * 200 kcal", optionally with the macros the person knows ("300 kcal, 20 g de proteína e 10 g de gordura").
 * The part of the description that states an energy becomes one "Calorias avulsas" item with that energy; the
 * words around the number in the same part are how the person named it (kept as the item's words), never read
 * again as a food, so nothing is counted twice.
 */
export interface QuickCaloriesReading {
  /** The description without the parts read as quick calories, for the food reader. */
  rest: string;
  items: MealTextItem[];
}

/** "1.500" (thousands), "450", "1,5". */
const NUMBER = String.raw`(\d{1,3}(?:\.\d{3})+(?!\d)|\d+(?:[.,]\d+)?)`;
const END = String.raw`(?![\p{L}\p{N}])`;
const KCAL = new RegExp(String.raw`${NUMBER}\s*(?:kcals?|quilocalorias?|calorias?|cals?)${END}`, 'iu');
const MACRO = new RegExp(
  String.raw`${NUMBER}\s*(?:g|gr|grs|gramas?)\s+(?:de\s+)?(prote[ií]nas?|carboidratos?|carbos?|carbs?|gorduras?|lip[ií]dios?)${END}`,
  'giu',
);
/** What is left of a part once its macros are read, when it only says macros ("20 g de proteína"). */
const ONLY_JOINERS = /^[\s,;+]*(?:(?:e|com|mais|de)[\s,;+]*)*$/iu;
/**
 * The parts a description is made of: lines, commas, semicolons, "+", a full stop, and "e"/"mais" (not "com":
 * "300 kcal com 20 g de proteína" is one part). The separators are kept so the rest reads as it was written.
 */
const SEPARATOR = /([\n;+]|(?<!\d),|,(?!\d)|\.(?=\s|$)|\s+e\s+|\s+mais\s+)/iu;

/** The quick-calorie parts of a description and what is left of it; the text as it was when it has none. */
export function readQuickCalories(text: string): QuickCaloriesReading {
  if (!KCAL.test(text)) return { rest: text, items: [] };
  const tokens = text.split(new RegExp(SEPARATOR.source, 'giu'));
  // tokens alternate: part, separator, part, …
  const kept: string[] = [];
  const items: MealTextItem[] = [];
  for (let i = 0; i < tokens.length; i += 2) {
    const part = tokens[i] ?? '';
    const quick = readPart(part);
    if (!quick) {
      if (kept.length > 0) kept.push(tokens[i - 1] ?? ', ');
      kept.push(part);
      continue;
    }
    const words = [part.trim()];
    // "300 kcal, 20 g de proteína e 10 g de gordura": the parts after that only give macros belong to it.
    while (i + 2 < tokens.length) {
      const next = tokens[i + 2] ?? '';
      const macros = readMacros(next);
      if (!macros.only || macros.count === 0) break;
      Object.assign(quick, withoutUnset(quick, macros.values));
      words.push(next.trim());
      i += 2;
    }
    if (!quickCaloriesInBounds(quick)) {
      if (kept.length > 0) kept.push(tokens[i - 1] ?? ', ');
      kept.push(words.join(', '));
      continue;
    }
    items.push(quickCaloriesItem(quick, words.join(', ')));
  }
  return { rest: kept.join('').trim(), items };
}

/**
 * The quick adds placed among the foods in the order they were written ("300 kcal e arroz": the quick add
 * first): each goes before the first food whose words come after its own in the description.
 */
export function inWrittenOrder(text: string, foods: readonly MealTextItem[], quick: readonly MealTextItem[]) {
  if (quick.length === 0) return [...foods];
  const lower = text.toLowerCase();
  // A quick add's words are its parts joined with ", " ("300 kcal, 20 g de proteína" for "300 kcal e 20 g de
  // proteína"): its first part is where it was written.
  const at = (item: MealTextItem) =>
    lower.indexOf((quick.includes(item) ? (item.text.split(', ')[0] ?? '') : item.text).toLowerCase());
  const items = [...foods];
  for (const add of quick) {
    const position = at(add);
    const before = items.findIndex((item) => item !== add && !quick.includes(item) && at(item) > position);
    items.splice(before === -1 ? items.length : before, 0, add);
  }
  return items;
}

/** A part that states an energy, outside brackets ("barra de cereal (100 kcal)" is the bar's label, not an item). */
function readPart(part: string): QuickCalories | null {
  const found = KCAL.exec(part);
  if (!found) return null;
  const before = part.slice(0, found.index);
  if (before.lastIndexOf('(') > before.lastIndexOf(')')) return null;
  const energyKcal = readFigure(found[1] ?? '');
  if (energyKcal === null) return null;
  const { values } = readMacros(part.slice(0, found.index) + part.slice(found.index + found[0].length));
  return { energyKcal, ...values };
}

type Macros = Pick<QuickCalories, 'proteinG' | 'carbsG' | 'fatG'>;

function readMacros(part: string): { values: Macros; count: number; only: boolean } {
  const values: Macros = {};
  let count = 0;
  for (const found of part.matchAll(MACRO)) {
    const grams = readFigure(found[1] ?? '');
    const key = macroKey(found[2] ?? '');
    if (grams === null || !key || values[key] !== undefined) continue;
    values[key] = grams;
    count += 1;
  }
  return { values, count, only: ONLY_JOINERS.test(part.replace(MACRO, ' ')) };
}

function macroKey(word: string): keyof Macros | null {
  const key = toSearchKey(word);
  if (key.startsWith('prot')) return 'proteinG';
  if (key.startsWith('carb')) return 'carbsG';
  if (key.startsWith('gord') || key.startsWith('lipid')) return 'fatG';
  return null;
}

function withoutUnset(quick: QuickCalories, macros: Macros): Macros {
  const out: Macros = {};
  for (const key of ['proteinG', 'carbsG', 'fatG'] as const) {
    if (quick[key] === undefined && macros[key] !== undefined) out[key] = macros[key];
  }
  return out;
}

function readFigure(written: string): number | null {
  const value = /^\d{1,3}(\.\d{3})+$/.test(written)
    ? Number(written.replace(/\./g, ''))
    : Number(written.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}
