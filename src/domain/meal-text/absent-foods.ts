import { termsOf } from '../foods/food-index';
import type { Food } from '../foods/types';

/**
 * "café preto sem açúcar", "hambúrguer sem queijo": what a food was eaten
 * without adds nothing to it, so when the whole words name no food, the food
 * before the first "sem" is read. Null when there is no such tail.
 */
export function withoutAbsentFoods(text: string): string | null {
  const found = /^(.*?\S)\s+sem\s+(\S.*)$/iu.exec(text.trim());
  // "leite sem lactose", "pão sem glúten": a product of its own, not the food with something left out.
  if (!found || PRODUCT_CLAIMS.test(found[2] ?? '')) return null;
  return found[1] ?? null;
}

const PRODUCT_CLAIMS = /\b(lactose|gl[uú]ten|a[cç][uú]car adicionado)\b/iu;

/**
 * Whether a food carries what the person said it was eaten without: "pão sem
 * manteiga" is not "Pão francês com manteiga" (a name that itself says "sem
 * açúcar" agrees with "café sem açúcar").
 */
export function carriesWhatWasLeftOut(food: Food, text: string): boolean {
  const absent = /\bsem\s+(.+)$/iu.exec(text)?.[1];
  if (!absent) return false;
  const left = new Set(termsOf(absent).map((term) => term.base));
  const name = termsOf(food.name.replace(/\bsem\s+\p{L}+/giu, ' '));
  return name.some((term) => left.has(term.base));
}
