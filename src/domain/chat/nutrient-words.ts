import type { CoreNutrientKey } from '../foods/nutrients';

/** pt-BR names of the figures, as a person writes them (folded: no accents). */
const WORDS: Array<[CoreNutrientKey, RegExp]> = [
  ['energyKcal', /\b(calorias?|kcal|cal|energia|caloric\w*)\b/],
  ['proteinG', /\bprotein\w*\b/],
  ['carbsG', /\b(carboidratos?|carbos?|carbs?)\b/],
  ['fatG', /\b(gorduras?|lipidios?)\b/],
  ['fiberG', /\bfibras?\b/],
  ['sodiumMg', /\b(sodio|sal)\b/],
];

/** Any of the words above, or "valor nutricional", "macros"…: the question is about figures. */
export const NUTRIENT_WORDS =
  '(?:gramas de |g de )?(?:calorias?|kcal|energia|proteinas?|carboidratos?|carbos?|gorduras?|lipidios?|fibras?|sodio|sal|valor(?:es)? nutriciona(?:l|is)|informac(?:ao|oes) nutriciona(?:l|is)|tabela nutricional|macros?|macronutrientes|nutrientes)';

/** The figures the question names; empty = all ("valor nutricional", "macros", "engorda?"). */
export function nutrientFocus(key: string): CoreNutrientKey[] {
  return WORDS.filter(([, pattern]) => pattern.test(key)).map(([nutrient]) => nutrient);
}

export const NUTRIENT_LABELS: Record<CoreNutrientKey, { name: string; unit: 'kcal' | 'g' | 'mg' }> = {
  energyKcal: { name: 'energia', unit: 'kcal' },
  proteinG: { name: 'proteína', unit: 'g' },
  carbsG: { name: 'carboidratos', unit: 'g' },
  fatG: { name: 'gorduras', unit: 'g' },
  fiberG: { name: 'fibras', unit: 'g' },
  sodiumMg: { name: 'sódio', unit: 'mg' },
};
