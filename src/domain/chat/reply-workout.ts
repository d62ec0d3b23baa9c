import type { DayStats } from '../stats/stats-report';
import { combosFor, pickWithin, type ComboFigures } from './combo-figures';
import { COMBO_SOURCE_NOTE, comboLine } from './combo-lines';
import type { AssistantReply, FoodTools } from './facts';
import type { WorkoutTiming } from './intents';
import { remainingEnergyKcal } from './reply-day';
import { kcal } from './reply-format';

const PRE_INTRO =
  'Antes do treino (de 30 minutos a 2 horas antes), prefira carboidratos de fácil digestão, com pouca gordura e pouca fibra:';
const POST_INTRO = 'Depois do treino, combine proteína com carboidrato para a recuperação:';
const BASIS =
  'Base: posicionamento da Academy of Nutrition and Dietetics, Dietitians of Canada e ACSM sobre nutrição e desempenho (2016).';
const ASK_TO_LOG = 'Se escolher uma, me diga “comi …” que eu preparo o registro.';

/** "o que comer antes do treino?": curated snacks of the moment (snack-combos.ts), figures from the catalog. */
export function workoutReply(
  timing: WorkoutTiming | null,
  day: DayStats | undefined,
  tools: FoodTools,
): AssistantReply {
  const left = remainingEnergyKcal(day);
  const perMoment = timing === null ? 2 : 3;
  const lines: string[] = [];
  const sections: Array<[string, ComboFigures[]]> = [];
  if (timing !== 'post') sections.push([PRE_INTRO, combosFor('pre_workout', tools.catalog)]);
  if (timing !== 'pre') sections.push([POST_INTRO, combosFor('post_workout', tools.catalog)]);
  let anyOver = false;
  for (const [intro, combos] of sections) {
    const { chosen, fits } = pickWithin(combos, left, perMoment);
    anyOver ||= !fits;
    lines.push(intro);
    chosen.forEach((combo, i) => lines.push(comboLine(combo, i + 1, ['energyKcal', 'carbsG', 'proteinG'])));
  }
  if (left !== null) {
    lines.push(
      anyOver
        ? `Hoje restam ${kcal(left)} na sua meta: mostrei as opções mais leves. Em dia de treino, comer um pouco mais tudo bem — o que conta é o conjunto dos dias.`
        : `Todas cabem nos ${kcal(left)} que ainda restam hoje.`,
    );
  }
  lines.push('Água antes, durante e depois também conta.');
  lines.push(ASK_TO_LOG);
  lines.push(BASIS);
  lines.push(COMBO_SOURCE_NOTE);
  return { text: lines.join('\n'), actions: [] };
}
