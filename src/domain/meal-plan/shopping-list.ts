import type { FoodCatalog, FoodId } from '../foods/types';
import type { PlannedDay } from './plan-types';
import { PURCHASE_FORMS, SHOPPING_SECTIONS, type PurchaseForm } from './purchase-forms';

export interface ShoppingItem {
  /** Stable key of the line (for checking it off): the purchase name in search form. */
  key: string;
  name: string;
  quantity: number;
  unit: string;
  /** Grams as bought (raw or dry when cooked foods are planned). */
  grams: number;
}

export interface ShoppingSectionList {
  name: string;
  items: ShoppingItem[];
}

/** Eaten grams of each catalog food in the days; a recipe counts as its ingredients, in proportion. */
function eatenGrams(days: readonly PlannedDay[], catalog: Pick<FoodCatalog, 'byId'>): Map<FoodId, number> {
  const grams = new Map<FoodId, number>();
  const add = (id: FoodId, value: number) => grams.set(id, (grams.get(id) ?? 0) + value);
  for (const item of days.flatMap((day) => day.meals.flatMap((meal) => meal.items))) {
    const recipe = catalog.byId(item.foodId)?.recipe;
    if (!recipe) {
      add(item.foodId, item.grams);
      continue;
    }
    for (const ingredient of recipe.ingredients)
      add(ingredient.foodId, (item.grams * ingredient.grams) / recipe.yieldGrams);
  }
  return grams;
}

/** Raw weight with the same energy as `grams` eaten (cooking changes water, not energy). */
function boughtGrams(foodId: FoodId, grams: number, form: PurchaseForm, catalog: Pick<FoodCatalog, 'byId'>): number {
  if (form.perEatenGram !== undefined) return grams * form.perEatenGram;
  const eaten = catalog.byId(foodId)?.per100g.energyKcal;
  const raw = form.raw ? catalog.byId(form.raw)?.per100g.energyKcal : null;
  return eaten && raw ? (grams * eaten) / raw : grams;
}

function purchaseQuantity(grams: number, form: PurchaseForm): { quantity: number; unit: string } {
  if (form.unit === 'kg') return { quantity: Math.max(0.1, Math.ceil(grams / 100) / 10), unit: 'kg' };
  if (form.unit === 'dúzia')
    return { quantity: Math.max(0.5, Math.ceil((grams / form.packGrams) * 2) / 2), unit: 'dúzia' };
  const count = Math.max(1, Math.ceil(grams / form.packGrams - 0.05));
  const plural: Record<string, string> = {
    pacote: 'pacotes',
    maço: 'maços',
    litro: 'litros',
    unidade: 'unidades',
    pote: 'potes',
    bandeja: 'bandejas',
    garrafa: 'garrafas',
  };
  return { quantity: count, unit: count === 1 ? form.unit : (plural[form.unit] ?? form.unit) };
}

const keyOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

/**
 * The shopping list for the days: what each food is bought as (purchase-forms.ts), quantities summed over
 * the days and turned into purchase units, grouped by supermarket section. A food without a purchase form
 * (a swap outside the plan's foods) is listed by its own name, in kg as eaten.
 */
export function shoppingList(days: readonly PlannedDay[], catalog: Pick<FoodCatalog, 'byId'>): ShoppingSectionList[] {
  const lines = new Map<string, { form: PurchaseForm; grams: number }>();
  for (const [foodId, grams] of eatenGrams(days, catalog)) {
    const known = PURCHASE_FORMS[foodId];
    const form = known ?? {
      name: catalog.byId(foodId)?.name ?? foodId,
      section: 'Mercearia',
      raw: null,
      unit: 'kg',
      packGrams: 1000,
    };
    const bought = boughtGrams(foodId, grams, form, catalog);
    const line = lines.get(form.name);
    lines.set(form.name, { form, grams: (line?.grams ?? 0) + bought });
  }
  return SHOPPING_SECTIONS.map((section) => ({
    name: section,
    items: [...lines.values()]
      .filter((line) => line.form.section === section)
      .map(({ form, grams }) => ({
        key: keyOf(form.name),
        name: form.name,
        ...purchaseQuantity(grams, form),
        grams: Math.round(grams),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
  })).filter((section) => section.items.length > 0);
}
