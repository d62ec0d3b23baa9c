import type { FoodTools } from '../../../domain/chat/facts';
import { foodFit, type FitVerdict } from '../../../domain/chat/food-fit';
import { canEatReply } from '../../../domain/chat/reply-can-eat';
import { SUBSTITUTION_BASIS, substitutionText } from '../../../domain/chat/reply-substitute';
import { substitution, type SwapOption } from '../../../domain/chat/substitution';
import { portionLabel } from '../../../domain/foods/household-measures';
import type { MealTextItem } from '../../../domain/meal-text/place-item';
import type { DayStats } from '../../../domain/stats/stats-report';

/**
 * The model's `can_i_eat` and `substitute` (issue #26 item 7): the same domain functions and the same text as
 * the built-in assistant, so both modes give the same figures. `resumo` is the built-in answer, which the model
 * may use as it is; the keys are pt-BR, for the model to read.
 */
const VERDICTS: Record<FitVerdict, string> = {
  fits: 'cabe',
  smaller: 'cabe_com_porcao_menor',
  another_day: 'melhor_outro_dia_ou_dividir',
  no_target: 'sem_meta',
};

const itemOf = (item: MealTextItem) => ({
  alimento: item.foodName,
  quantidade: item.quantity,
  unidade: item.unit,
  gramas: item.grams,
  porcaoTipica: item.portionSource === 'typical',
  nutrientes: item.nutrients,
});

export function canEatTool(foodText: string, day: DayStats | undefined, foods: FoodTools) {
  const resumo = canEatReply(foodText, day, foods).text;
  const fit = day ? foodFit(foodText, day, foods) : null;
  if (!fit) return { encontrado: false, resumo };
  return {
    fonte: 'TACO 4ª ed. (NEPA/UNICAMP) e medidas caseiras do IBGE (POF 2008–2009); o dia da pessoa como no painel',
    itens: fit.analysis.items.map(itemOf),
    naoEncontrado: fit.analysis.unmatched,
    custoKcal: fit.costKcal,
    hoje: { consumidoKcal: fit.eatenKcal, metaKcal: fit.targetKcal, restaKcal: fit.leftKcal },
    veredito: VERDICTS[fit.verdict],
    porcaoMenor: fit.smaller
      ? { medida: fit.smaller.label, gramas: fit.smaller.grams, energiaKcal: fit.smaller.energyKcal }
      : null,
    resumo,
  };
}

const optionOf = (option: SwapOption) => ({
  alimento: option.food.name,
  gramas: option.equivalent.grams,
  medidaCaseira: option.equivalent.household
    ? {
        quantidade: option.equivalent.household.quantity,
        medida: portionLabel(option.equivalent.household.portion, option.equivalent.household.quantity),
        gramas: option.equivalent.household.grams,
      }
    : null,
  nutrientes: option.equivalent.nutrients,
  muitoAlemDeUmaPorcao: option.farFromUsual,
});

export function substituteTool(from: string, to: string | null, foods: FoodTools) {
  const result = substitution(from, to, foods);
  const resumo = substitutionText(result, from, foods).join('\n');
  switch (result.kind) {
    case 'swap':
      return {
        fonte: SUBSTITUTION_BASIS,
        de: itemOf(result.from),
        por: optionOf(result.to),
        mesmoGrupo: result.fromGroup && result.toGroup ? result.fromGroup.id === result.toGroup.id : null,
        resumo,
      };
    case 'options':
      return {
        fonte: SUBSTITUTION_BASIS,
        de: itemOf(result.from),
        grupo: result.group.label,
        opcoes: result.options.map(optionOf),
        resumo,
      };
    case 'not_found':
      return { naoEncontrado: result.missing, resumo };
    default:
      return { resumo };
  }
}
