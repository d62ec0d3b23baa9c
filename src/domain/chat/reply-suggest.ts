import type { DayStats } from '../stats/stats-report';
import type { AssistantReply, FoodTools } from './facts';
import { remainingEnergyKcal } from './reply-day';
import { itemLabel, SOURCE_NOTE } from './reply-food';
import { grams, kcal } from './reply-format';
import { comboFigures, type ComboFigures } from './combo-figures';
import { COMBO_SOURCE_NOTE, comboLine } from './combo-lines';
import { SNACK_COMBOS } from './snack-combos';
import { findSnacks, type SnackPart } from './snack-search';

/** Without a number, a snack is up to 250 kcal: a tenth to a sixth of usual adult targets (1.450–2.500 kcal). */
export const DEFAULT_SNACK_KCAL = 250;

const partLabel = (p: SnackPart) =>
  itemLabel({
    foodName: p.food.name,
    quantity: p.quantity,
    unit: p.quantity > 1 ? p.portion.plural : p.portion.label,
    grams: p.grams,
  });

/** "me sugira um lanche com 20 g de proteína e até 300 kcal": catalog options that also fit what is left today. */
export function suggestReply(
  asked: { minProteinG: number | null; maxEnergyKcal: number | null },
  day: DayStats | undefined,
  tools: FoodTools,
): AssistantReply {
  const left = remainingEnergyKcal(day);
  let maxEnergyKcal = asked.maxEnergyKcal ?? DEFAULT_SNACK_KCAL;
  const lines: string[] = [];
  if (left !== null && left < maxEnergyKcal) {
    maxEnergyKcal = left;
    lines.push(`Hoje ainda cabem ${kcal(left)} na sua meta, então procurei opções até esse valor.`);
  }
  const minProteinG = asked.minProteinG ?? 0;
  const wanted = [
    minProteinG > 0 ? `com pelo menos ${grams(minProteinG)} de proteína` : null,
    `até ${kcal(maxEnergyKcal)}`,
  ]
    .filter(Boolean)
    .join(' e ');
  // Snacks people really eat first (snack-combos.ts, decision 0027); any catalog pair only when none fits.
  const curated = curatedWithin(tools, minProteinG, maxEnergyKcal);
  if (curated.length > 0) {
    lines.push(`Algumas opções ${wanted}:`);
    curated.forEach((combo, i) => lines.push(comboLine(combo, i + 1, ['energyKcal', 'proteinG'])));
    lines.push('Se escolher uma, me diga “comi …” que eu preparo o registro.');
    lines.push(COMBO_SOURCE_NOTE);
    return { text: lines.join('\n'), actions: [] };
  }
  const options = findSnacks(tools.catalog, { minProteinG, maxEnergyKcal });
  if (options.length === 0) {
    lines.push(
      `Não encontrei na tabela uma combinação simples ${wanted}. Tente um limite de calorias maior ou menos proteína.`,
    );
    return { text: lines.join('\n'), actions: [] };
  }
  lines.push(`Algumas opções ${wanted}:`);
  options.forEach((option, i) => {
    lines.push(
      `${i + 1}. ${option.parts.map(partLabel).join(' + ')}: ${kcal(option.energyKcal)}, ${grams(option.proteinG)} de proteína`,
    );
  });
  lines.push('Se escolher uma, me diga “comi …” que eu preparo o registro.');
  lines.push(SOURCE_NOTE);
  return { text: lines.join('\n'), actions: [] };
}

/** Up to three curated snacks (each once, in their curated order) with the protein asked and within the energy. */
function curatedWithin(tools: FoodTools, minProteinG: number, maxEnergyKcal: number): ComboFigures[] {
  return SNACK_COMBOS.map((combo) => comboFigures(combo, tools.catalog))
    .filter(
      (combo) =>
        combo.totals.energyKcal !== null &&
        combo.totals.energyKcal <= maxEnergyKcal &&
        (combo.totals.proteinG ?? 0) >= minProteinG,
    )
    .slice(0, 3);
}
