import { nutrientsForGrams, roundFigure } from '../foods/nutrients';
import { toSearchKey } from '../foods/search-key';
import type { Food, FoodCatalog, Portion } from '../foods/types';

/**
 * A small, deterministic search for snacks: common foods in snack-friendly
 * groups, in their household portions (1 or 2 units), alone or in pairs,
 * kept when they meet the protein floor and the energy ceiling.
 */
const SNACK_CATEGORIES = new Set([
  'frutas_e_derivados',
  'leite_e_derivados',
  'ovos_e_derivados',
  'cereais_e_derivados',
  'nozes_e_sementes',
  'receitas',
  'alimentos_preparados',
  'carnes_e_derivados',
]);
/** Portions people eat as a snack; "concha" or "colher de servir" are lunch and dinner measures. */
const SNACK_MEASURES = new Set([
  'unidade',
  'fatia',
  'pote',
  'copo-medio',
  'copo-americano',
  'xicara-de-cha',
  'punhado',
  'tigela',
  'receita',
  'unidade-pequena',
  'metade',
]);
/** Meat only as cold cuts by the slice (presunto, peito de peru), not sausages or steaks. */
const MEAT_CATEGORY = 'carnes_e_derivados';
/** Dishes of a main meal that some snack groups also hold ("Salada de alface e tomate", "Prato feito"). */
const MAIN_MEAL_NAMES = /^(salada|prato|arroz|feijao|sopa|macarrao|feijoada)\b/;
const MAX_SINGLE_GRAMS = 300;
/** Two portions only while the pair stays snack-sized (two slices of cheese, not two plates). */
const MAX_DOUBLE_GRAMS = 300;
/** A food may appear in at most this many of the options shown, so they differ. */
const MAX_USES = 2;
/** Foods at least this common (0–100, editorial) are candidates: suggestions should be easy to find. */
const MIN_COMMONNESS = 40;
/** Below this it is not a snack, it is a bite. */
const MIN_SNACK_KCAL = 60;

export interface SnackPart {
  food: Food;
  portion: Portion;
  quantity: number;
  grams: number;
  energyKcal: number;
  proteinG: number;
}

export interface SnackOption {
  parts: SnackPart[];
  energyKcal: number;
  proteinG: number;
}

function candidates(catalog: FoodCatalog): SnackPart[] {
  const parts: SnackPart[] = [];
  for (const food of catalog.foods) {
    if (!SNACK_CATEGORIES.has(food.category) || food.commonness < MIN_COMMONNESS) continue;
    const portion = food.defaultPortion;
    if (!SNACK_MEASURES.has(portion.measureId) || portion.grams > MAX_SINGLE_GRAMS) continue;
    if (food.category === MEAT_CATEGORY && portion.measureId !== 'fatia') continue;
    if (MAIN_MEAL_NAMES.test(toSearchKey(food.name))) continue;
    const counts = portion.grams * 2 <= MAX_DOUBLE_GRAMS ? [1, 2] : [1];
    for (const quantity of counts) {
      const grams = roundFigure(portion.grams * quantity);
      const n = nutrientsForGrams(food.per100g, grams);
      if (n.energyKcal === null || n.proteinG === null) continue;
      parts.push({ food, portion, quantity, grams, energyKcal: n.energyKcal, proteinG: n.proteinG });
    }
  }
  return parts;
}

/** Up to `limit` options, no food repeated across them; most protein per kcal first, then the most common foods. */
export function findSnacks(
  catalog: FoodCatalog,
  limits: { minProteinG: number; maxEnergyKcal: number },
  limit = 3,
): SnackOption[] {
  const parts = candidates(catalog);
  const options: SnackOption[] = [];
  const consider = (chosen: SnackPart[]) => {
    const energyKcal = roundFigure(chosen.reduce((s, p) => s + p.energyKcal, 0));
    const proteinG = roundFigure(chosen.reduce((s, p) => s + p.proteinG, 0));
    if (energyKcal > limits.maxEnergyKcal || energyKcal < MIN_SNACK_KCAL || proteinG < limits.minProteinG) return;
    options.push({ parts: chosen, energyKcal, proteinG });
  };
  for (let i = 0; i < parts.length; i++) {
    const a = parts[i] as SnackPart;
    consider([a]);
    for (let j = i + 1; j < parts.length; j++) {
      const b = parts[j] as SnackPart;
      if (b.food.id !== a.food.id) consider([a, b]);
    }
  }
  const commonness = (o: SnackOption) => o.parts.reduce((s, p) => s + p.food.commonness, 0) / o.parts.length;
  options.sort(
    (x, y) =>
      y.proteinG / y.energyKcal - x.proteinG / x.energyKcal ||
      commonness(y) - commonness(x) ||
      x.parts.length - y.parts.length ||
      key(x).localeCompare(key(y)),
  );
  const chosen: SnackOption[] = [];
  const uses = new Map<string, number>();
  for (const option of options) {
    if (option.parts.some((p) => (uses.get(p.food.id) ?? 0) >= MAX_USES)) continue;
    chosen.push(option);
    for (const p of option.parts) uses.set(p.food.id, (uses.get(p.food.id) ?? 0) + 1);
    if (chosen.length === limit) break;
  }
  return chosen;
}

const key = (o: SnackOption) => o.parts.map((p) => `${p.food.id}x${p.quantity}`).join('+');
