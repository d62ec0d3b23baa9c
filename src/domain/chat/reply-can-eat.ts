import type { CoreNutrientKey } from '../foods/nutrients';
import { needsConfirmation } from '../meal-text/confidence';
import type { MealTextItem } from '../meal-text/place-item';
import type { DayStats } from '../stats/stats-report';
import type { AssistantReply, FoodTools } from './facts';
import { foodFit, type FoodFit } from './food-fit';
import { itemLabel, SOURCE_NOTE } from './reply-food';
import { figuresPhrase, grams, kcal } from './reply-format';

/** Energy and the main macros: what a "posso comer?" is weighed by. */
const KEYS: CoreNutrientKey[] = ['energyKcal', 'proteinG', 'carbsG', 'fatG'];

/**
 * "posso comer pizza hoje?": the food's figures, what is left today and an honest answer in the Guia Alimentar's
 * tone — eating is also pleasure and company; one day does not make a diet. No food is called good or bad.
 */
export function canEatReply(foodText: string, day: DayStats | undefined, tools: FoodTools): AssistantReply {
  if (!day) return text(['Não consegui carregar o seu dia agora. Tente de novo em instantes.']);
  const fit = foodFit(foodText, day, tools);
  if (!fit) {
    const { items } = tools.analyzeText(foodText);
    if (items.length === 0) return text(notFound(foodText, tools));
    // Missing is not zero: a food without an energy figure cannot be weighed against the day.
    return text([
      `A tabela não traz a energia de ${items.map((i) => i.foodName).join(', ')}, então não consigo dizer se cabe no seu dia.`,
    ]);
  }
  const lines = [...itemLines(fit.analysis.items, fit)];
  lines.push(...verdictLines(fit));
  const unsure = fit.analysis.items.filter((item) => needsConfirmation(item.confidence));
  if (unsure.length > 0) lines.push(`Confira se entendi certo: ${unsure.map((i) => i.foodName).join(', ')}.`);
  if (fit.analysis.unmatched.length > 0) {
    lines.push(`Não encontrei na tabela, e por isso não contei: ${fit.analysis.unmatched.join(', ')}.`);
  }
  lines.push(SOURCE_NOTE);
  lines.push('Se comer, me diga “comi …” que eu preparo o registro.');
  return text(lines);
}

function itemLines(items: readonly MealTextItem[], fit: FoodFit): string[] {
  const typical = (item: MealTextItem) => (item.portionSource === 'typical' ? ', porção típica' : '');
  if (items.length === 1) {
    const [item] = items as [MealTextItem];
    return [`${itemLabel(item)}${typical(item)}: ${figuresPhrase(item.nutrients, KEYS)}.`];
  }
  return [
    ...items.map((item) => `• ${itemLabel(item)}${typical(item)}: ${figuresPhrase(item.nutrients, KEYS)}`),
    `Juntos: ${figuresPhrase(fit.analysis.totals, KEYS)}.`,
  ];
}

function verdictLines(fit: FoodFit): string[] {
  if (fit.verdict === 'no_target' || fit.targetKcal === null || fit.leftKcal === null) {
    return ['Você ainda não tem metas diárias: complete seus dados em Configurações para eu dizer se cabe no seu dia.'];
  }
  const left = fit.leftKcal;
  const over = fit.costKcal - left;
  const day =
    left > 0
      ? `Hoje você comeu ${kcal(fit.eatenKcal)} de ${kcal(fit.targetKcal)}: ainda cabem ${kcal(left)}.`
      : `Hoje você comeu ${kcal(fit.eatenKcal)} de ${kcal(fit.targetKcal)}: a meta do dia já foi alcançada.`;
  const several = fit.analysis.items.length > 1;
  switch (fit.verdict) {
    case 'fits':
      return [
        day,
        `Cabe, sim: depois disso ainda sobram ${kcal(left - fit.costKcal)} hoje.`,
        'Aproveite com calma e atenção: comer devagar ajuda a sentir o sabor e a saciedade (Guia Alimentar para a População Brasileira).',
      ];
    case 'smaller': {
      const s = fit.smaller;
      return [
        day,
        `A porção toda passaria ${kcal(over)} da meta, mas cabe uma porção menor: ${s?.label} (${grams(s?.grams ?? 0)}, ${kcal(s?.energyKcal ?? 0)}).`,
        'Aproveite com calma e atenção: comer devagar ajuda a sentir o sabor e a saciedade (Guia Alimentar para a População Brasileira).',
      ];
    }
    default:
      return [
        day,
        several
          ? `Juntos passariam ${kcal(over)} da meta de hoje: que tal escolher um deles e deixar o outro para outro dia?`
          : left > 0
            ? `Hoje não cabe: passaria ${kcal(over)} da meta. Que tal deixar para outro dia, ou dividir com alguém?`
            : 'Hoje não cabe mais: que tal deixar para outro dia, ou dividir com alguém?',
        'Se comer mesmo assim, tudo bem: o que conta é o conjunto dos dias, não um dia só.',
      ];
  }
}

function notFound(foodText: string, tools: FoodTools): string[] {
  const { suggestions } = tools.analyzeText(foodText);
  const similar = suggestions.flatMap((s) => s.foods.map((f) => f.foodName));
  return [
    `Não encontrei “${foodText}” na tabela de alimentos, então não consigo dizer se cabe no seu dia.`,
    similar.length > 0
      ? `Parecidos na tabela: ${similar.join(', ')}. Pergunte de novo com um desses nomes.`
      : 'Tente outro nome ou diga a porção, por exemplo: “posso comer 1 fatia de pizza?”.',
  ];
}

const text = (lines: string[]): AssistantReply => ({ text: lines.join('\n'), actions: [] });
