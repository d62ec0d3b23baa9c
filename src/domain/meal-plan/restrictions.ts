import { toSearchKey } from '../foods/search-key';
import type { Food, FoodCatalog } from '../foods/types';

/** Dietary restrictions a plan honours (issue #27): never violated, recipes checked ingredient by ingredient. */
export const DIET_RESTRICTIONS = ['vegetariano', 'vegano', 'sem_lactose', 'sem_gluten'] as const;
export type DietRestriction = (typeof DIET_RESTRICTIONS)[number];

/** What a food contains that a restriction may exclude. */
export type FoodTrait = 'carne' | 'ovo' | 'leite' | 'mel' | 'gluten';

const EXCLUDED_BY: Record<DietRestriction, readonly FoodTrait[]> = {
  vegetariano: ['carne'],
  vegano: ['carne', 'ovo', 'leite', 'mel'],
  sem_lactose: ['leite'],
  sem_gluten: ['gluten'],
};

/** Catalog food groups (TACO 4th ed. and IBGE POF 2008-2009 groups) that are animal flesh, eggs or milk. */
const GROUP_TRAITS: Record<string, FoodTrait> = {
  carnes_e_derivados: 'carne',
  pescados_e_frutos_do_mar: 'carne',
  carnes_e_visceras: 'carne',
  carnes_industrializadas: 'carne',
  ovos_e_derivados: 'ovo',
  leite_e_derivados: 'leite',
  laticinios: 'leite',
};

/**
 * Words in a food's name that reveal an ingredient its group does not (a chicken pie among "preparados",
 * cheese bread among vegetables). Gluten: wheat, rye, barley and oats — Brazilian labels must say
 * "contém glúten" for all four (Lei 10.674/2003; oats for cross-contact, ANVISA RDC 26/2015 practice).
 * Deliberately broad: a false alarm costs one food, a miss breaks someone's diet.
 */
const NAME_TRAITS: [RegExp, FoodTrait][] = [
  [
    /\b(carne|frango|galinha|peixe|atum|sardinha|bacon|presunto|salsicha|linguica|calabresa|peru|camarao|bife|file|costela|figado|mortadela|salame|charque|lombo|pernil|merluza|tilapia|salmao|bacalhau|patinho|picanha|alcatra|maminha|contrafile|hamburguer|burguer|frutos do mar)\b/,
    'carne',
  ],
  [/\b(ovo|ovos|omelete|gema|clara|maionese|crepioca)\b/, 'ovo'],
  [
    /\b(leite|queijo|iogurte|manteiga|requeijao|creme de leite|nata|ricota|coalhada|whey|chantilly|muçarela|mucarela|parmesao|catupiry|doce de leite|brigadeiro|lactea)\b/,
    'leite',
  ],
  [/\bmel\b/, 'mel'],
  [
    /\b(trigo|pao|paes|macarrao|massa|biscoito|bolacha|bolo|torrada|aveia|cevada|centeio|malte|cerveja|pizza|lasanha|nhoque|pastel|croissant|wrap|tortilha|empanad|farinha de rosca|granola|esfiha|coxinha|panqueca|torta|empada|empadao|cuca|sanduiche|misto|burguer|hamburguer|kibe|quibe)\b/,
    'gluten',
  ],
];

/** Plant "milks" and yogurts named after milk: soy, coconut, almond, oat drinks are not dairy. */
const PLANT_DRINK = /\b(soja|coco|amendoa|arroz|castanha)\b/;

function ownTraits(food: Food): Set<FoodTrait> {
  const traits = new Set<FoodTrait>();
  // "Ovo de galinha" names the hen, not its meat.
  const key = toSearchKey(food.name).replace(/\bovos? de (galinha|codorna|pata)\b/g, 'ovo');
  const plant = PLANT_DRINK.test(key);
  const group = GROUP_TRAITS[food.category];
  if (group && !(group === 'leite' && plant)) traits.add(group);
  for (const [pattern, trait] of NAME_TRAITS) {
    if (!pattern.test(key)) continue;
    if (trait === 'leite' && plant && !/\b(queijo|manteiga|requeijao)\b/.test(key)) continue;
    traits.add(trait);
  }
  // "Leite de coco" is named after milk but is not; "ovo de páscoa" is chocolate with milk.
  if (/\bleite de coco\b/.test(key) && group !== 'leite') traits.delete('leite');
  return traits;
}

/** Every trait of a food, its recipe's ingredients' included (recursively). */
export function foodTraits(food: Food, catalog: Pick<FoodCatalog, 'byId'>, depth = 0): Set<FoodTrait> {
  const traits = ownTraits(food);
  if (food.recipe && depth < 4) {
    for (const ingredient of food.recipe.ingredients) {
      const inner = catalog.byId(ingredient.foodId);
      if (inner) for (const trait of foodTraits(inner, catalog, depth + 1)) traits.add(trait);
    }
  }
  return traits;
}

/** The restrictions among `restrictions` that the food breaks (empty when it may be planned). */
export function brokenRestrictions(
  food: Food,
  restrictions: readonly DietRestriction[],
  catalog: Pick<FoodCatalog, 'byId'>,
): DietRestriction[] {
  if (restrictions.length === 0) return [];
  const traits = foodTraits(food, catalog);
  return restrictions.filter((restriction) => EXCLUDED_BY[restriction].some((trait) => traits.has(trait)));
}

/**
 * Whether a person who dislikes `dislikes` ("fígado", "peixe", "cebola") would meet it in this food: the
 * word in the food's name, its synonyms, or any ingredient's name (accent- and case-insensitive).
 */
export function isDisliked(food: Food, dislikes: readonly string[], catalog: Pick<FoodCatalog, 'byId'>): boolean {
  const keys = dislikes.map(toSearchKey).filter((key) => key.length >= 2);
  if (keys.length === 0) return false;
  const names = [food.name, ...food.synonyms];
  for (const ingredient of food.recipe?.ingredients ?? []) {
    const inner = catalog.byId(ingredient.foodId);
    if (inner) names.push(inner.name);
  }
  const words = names.map((name) => ` ${toSearchKey(name)} `);
  return keys.some((key) => words.some((name) => name.includes(` ${key} `) || name.includes(` ${key}`)));
}
