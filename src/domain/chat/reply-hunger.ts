import type { DayStats } from '../stats/stats-report';
import { combosFor, pickWithin } from './combo-figures';
import { COMBO_SOURCE_NOTE, comboLine } from './combo-lines';
import type { AssistantReply, FoodTools } from './facts';
import { remainingEnergyKcal } from './reply-day';
import { kcal } from './reply-format';

/** Below this, a filling snack no longer fits: the lightest options instead. */
const LITTLE_LEFT_KCAL = 150;
const KEYS = ['energyKcal', 'proteinG', 'fiberG'] as const;

/** "estou com muita fome": filling snacks (protein, fibre, low energy density) within what is left today. */
export function hungerReply(day: DayStats | undefined, tools: FoodTools): AssistantReply {
  const left = remainingEnergyKcal(day);
  const lines: string[] = [];
  const filling = pickWithin(combosFor('hunger', tools.catalog), left, 3);
  if (left === null || (left >= LITTLE_LEFT_KCAL && filling.fits)) {
    lines.push(
      left === null
        ? 'Fome pede comida de verdade! Opções que saciam, com proteína e fibras:'
        : `Hoje ainda cabem ${kcal(left)} na sua meta. Opções que saciam, com proteína e fibras:`,
    );
    filling.chosen.forEach((combo, i) => lines.push(comboLine(combo, i + 1, KEYS)));
  } else {
    lines.push(
      left === 0
        ? 'Você já chegou à meta de hoje — e sentir fome é um sinal do corpo, não um erro. Se a fome apertar, vá de opções bem leves:'
        : `Hoje restam só ${kcal(left)} na sua meta — e sentir fome é um sinal do corpo, não um erro. Opções bem leves:`,
    );
    const lightest = combosFor('light', tools.catalog).sort(
      (a, b) => (a.totals.energyKcal ?? Infinity) - (b.totals.energyKcal ?? Infinity),
    );
    const light = pickWithin(lightest, left, 3).chosen;
    light.forEach((combo, i) => lines.push(comboLine(combo, i + 1, KEYS)));
    lines.push('Se a fome continuar, tudo bem passar um pouco da meta hoje: o que conta é o conjunto dos dias.');
  }
  lines.push('Comer devagar e com atenção ajuda a perceber a saciedade (Guia Alimentar para a População Brasileira).');
  lines.push('Se escolher uma, me diga “comi …” que eu preparo o registro.');
  lines.push(COMBO_SOURCE_NOTE);
  return { text: lines.join('\n'), actions: [] };
}
