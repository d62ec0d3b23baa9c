import type { CoreNutrientKey } from '../foods/nutrients';
import { portionLabel } from '../foods/household-measures';
import type { MealTextItem } from '../meal-text/place-item';
import type { AssistantReply, FoodTools } from './facts';
import { countLabel } from './food-fit';
import { itemLabel } from './reply-food';
import { count, figuresPhrase, grams, kcal } from './reply-format';
import { substitution, type MainMacro, type SubstitutionResult, type SwapOption } from './substitution';

export const SUBSTITUTION_BASIS =
  'Base: listas de substituição por energia (Pirâmide Alimentar Adaptada, Philippi et al., 1999), com a tabela TACO (NEPA/UNICAMP) e as medidas caseiras do IBGE (POF 2008–2009).';

/** "trocar o arroz por batata doce": the equivalent portion, in household measures, with the main macro. */
export function substituteReply(from: string, to: string | null, tools: FoodTools): AssistantReply {
  return { text: substitutionText(substitution(from, to, tools), from, tools).join('\n'), actions: [] };
}

export function substitutionText(result: SubstitutionResult, from: string, tools: FoodTools): string[] {
  switch (result.kind) {
    case 'not_found':
      return notFound(result.missing, tools);
    case 'no_energy':
      return [`A tabela não traz a energia de ${lower(result.foodName)}, então não consigo calcular a troca.`];
    case 'same_food':
      return [
        `Os dois são o mesmo alimento na tabela: ${itemLabel(result.from)}, ${kcal(result.from.nutrients.energyKcal ?? 0)}.`,
      ];
    case 'ask':
      return [
        `${itemLabel(result.from)}${typical(result.from)}: ${figuresPhrase(result.from.nutrients, keys(null))}.`,
        `Por qual alimento você quer trocar? Pergunte, por exemplo: “trocar ${from} por …”, que eu calculo a porção com a mesma energia.`,
      ];
    case 'options': {
      const k = keys(result.mainMacro);
      return [
        `No lugar de ${amountOf(result.from)}, com a mesma energia (grupo ${result.group.label} da pirâmide alimentar):`,
        ...result.options.map(
          (option) => `• ${optionPhrase(option)}: ${figuresPhrase(option.equivalent.nutrients, k)}`,
        ),
        `Quer outro alimento? Pergunte: “trocar ${from} por …”.`,
        SUBSTITUTION_BASIS,
      ];
    }
    case 'swap': {
      const { from: a, to: b } = result;
      const k = keys(result.mainMacro);
      const lines = [
        `${capital(amountOf(a))} ≈ ${optionPhrase(b)}: a mesma energia.`,
        `• ${itemLabel(a)}${typical(a)}: ${figuresPhrase(a.nutrients, k)}`,
        `• ${b.food.name}, ${grams(b.equivalent.grams)}: ${figuresPhrase(b.equivalent.nutrients, k)}`,
      ];
      if (b.farFromUsual) {
        lines.push(
          `Isso é bem mais do que se come de ${lower(b.food.name)} de uma vez (${grams(b.food.typicalPortion.grams)}): pela energia, os dois não se trocam bem.`,
        );
      } else if (result.fromGroup && result.toGroup) {
        lines.push(
          result.fromGroup.id === result.toGroup.id
            ? `Os dois são do mesmo grupo da pirâmide alimentar (${result.fromGroup.label}): a troca funciona bem na refeição.`
            : `São de grupos diferentes da pirâmide alimentar (${result.fromGroup.label} × ${result.toGroup.label}): a troca iguala a energia, não os nutrientes.`,
        );
      }
      lines.push(SUBSTITUTION_BASIS);
      return lines;
    }
  }
}

/** Energy and the macro that gives A most of its energy (carbohydrates for rice, protein for chicken). */
const keys = (macro: MainMacro | null): CoreNutrientKey[] => (macro ? ['energyKcal', macro] : ['energyKcal']);

/** "5 colheres de sopa de arroz branco cozido (125 g, 160 kcal)", "100 g de frango grelhado (159 kcal)". */
function amountOf(item: MealTextItem): string {
  const energy = kcal(item.nutrients.energyKcal ?? 0);
  if (item.unit === 'g' || item.unit === 'ml') {
    return `${count(item.quantity)} ${item.unit === 'ml' ? 'mL' : 'g'} de ${lower(item.foodName)} (${energy})`;
  }
  return `${count(item.quantity)} ${item.unit} de ${lower(item.foodName)} (${grams(item.grams)}, ${energy})`;
}

/** "210 g de batata-doce cozida (cerca de 3 fatias)". */
function optionPhrase(option: SwapOption): string {
  const h = option.equivalent.household;
  const about =
    h && Math.abs(h.grams - option.equivalent.grams) >= 1
      ? ` (cerca de ${countLabel(h.quantity)} ${portionLabel(h.portion, h.quantity)}, ${grams(h.grams)})`
      : h
        ? ` (${countLabel(h.quantity)} ${portionLabel(h.portion, h.quantity)})`
        : '';
  return `${grams(option.equivalent.grams)} de ${lower(option.food.name)}${about}`;
}

const typical = (item: MealTextItem) => (item.portionSource === 'typical' ? ', porção típica' : '');
const lower = (name: string) => name.charAt(0).toLocaleLowerCase('pt-BR') + name.slice(1);
const capital = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

function notFound(missing: readonly string[], tools: FoodTools): string[] {
  const similar = missing.flatMap((text) =>
    tools.analyzeText(text).suggestions.flatMap((s) => s.foods.map((f) => f.foodName)),
  );
  return [
    `Não encontrei ${missing.map((t) => `“${t}”`).join(' nem ')} na tabela de alimentos, então não consigo calcular a troca.`,
    similar.length > 0
      ? `Parecidos na tabela: ${similar.join(', ')}. Pergunte de novo com um desses nomes.`
      : 'Tente outro nome, por exemplo: “trocar arroz por batata-doce”.',
  ];
}
