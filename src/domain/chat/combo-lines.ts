import type { CoreNutrientKey } from '../foods/nutrients';
import type { ComboFigures } from './combo-figures';
import { itemLabel } from './reply-food';
import { figuresPhrase } from './reply-format';
import { NUTRIENT_LABELS } from './nutrient-words';

/** "1. Pão com mel — Pão francês, 1 unidade (50 g) + Mel de abelha, …: 196 kcal, 40 g de carboidratos" */
export function comboLine(combo: ComboFigures, position: number, keys: readonly CoreNutrientKey[]): string {
  const parts = combo.items.map(itemLabel).join(' + ');
  const partial = keys.filter((key) => key !== 'energyKcal' && combo.incomplete.includes(key));
  const missing = combo.items.filter((item) => partial.some((key) => item.nutrients[key] === null));
  const note =
    partial.length > 0
      ? ` (${partial.map((key) => NUTRIENT_LABELS[key].name).join(', ')}: parcial, a TACO não informa para ${missing.map((i) => i.foodName).join(', ')})`
      : '';
  const what = combo.items.length === 1 && combo.items[0]?.foodName === combo.name ? parts : `${combo.name} — ${parts}`;
  return `${position}. ${what}: ${figuresPhrase(combo.totals, keys)}${note}`;
}

/** Where the combos' figures and reasoning come from. */
export const COMBO_SOURCE_NOTE =
  'Números da Tabela TACO (NEPA/UNICAMP, 4ª ed.) com medidas caseiras do IBGE (POF 2008–2009).';
