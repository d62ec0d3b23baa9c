import { coreNutrients, type CoreNutrientKey } from '../foods/nutrients';
import { needsConfirmation } from '../meal-text/confidence';
import type { MealTextItem } from '../meal-text/place-item';
import { QUICK_CALORIES_UNIT } from '../meal-text/quick-calories-item';
import { isOwnFoodId } from '../my-foods/own-food';
import type { AssistantReply, FoodTools } from './facts';
import { count, figuresPhrase, grams } from './reply-format';

/** A person's own food ("Meus alimentos") cites the person, not TACO. */
export const OWN_FOOD_NOTE = 'alimento seu (Meus alimentos), com os valores que você informou.';

export const SOURCE_NOTE = 'Fonte: Tabela TACO (NEPA/UNICAMP, 4ª ed.) e medidas caseiras do IBGE (POF 2008–2009).';

/** "Ovo de galinha cozido, 2 unidades (90 g)"; a measure that names its size keeps it ("1 lata (350 ml)"). */
export function itemLabel(item: Pick<MealTextItem, 'foodName' | 'quantity' | 'unit' | 'grams'>): string {
  // A quick add ("Calorias avulsas, 300 kcal") has energy, not a weight.
  if (item.unit === QUICK_CALORIES_UNIT) return `${item.foodName}, ${count(item.quantity)} kcal`;
  const amount =
    item.unit === 'g' || item.unit === 'ml'
      ? `${count(item.quantity)} ${item.unit === 'ml' ? 'mL' : 'g'}`
      : item.unit.includes('(')
        ? `${count(item.quantity)} ${item.unit}`
        : `${count(item.quantity)} ${item.unit} (${grams(item.grams)})`;
  return `${item.foodName}, ${amount}`;
}

/** Figures of the foods a question names, from the catalog only; what is not found is said, never guessed. */
export function foodReply(foodText: string, focus: readonly CoreNutrientKey[], tools: FoodTools): AssistantReply {
  if (!foodText.trim()) {
    return text(
      'De qual alimento? Pergunte, por exemplo: “quantas calorias tem 1 banana?” ou “quanto de proteína tem 100 g de frango grelhado?”.',
    );
  }
  const analysis = tools.analyzeText(foodText);
  if (analysis.items.length === 0) {
    return text(
      `Não encontrei “${foodText}” na tabela de alimentos. Tente outro nome (por exemplo, “frango grelhado” em vez de uma marca) ou descreva a porção: “1 colher de sopa de azeite”.`,
    );
  }
  const lines: string[] = [];
  if (analysis.items.length === 1) {
    const [item] = analysis.items as [MealTextItem];
    const food = tools.catalog.get(item.foodId);
    lines.push(`${itemLabel(item)}: ${figuresPhrase(item.nutrients, focus)}.`);
    if (item.unit !== 'g' || item.quantity !== 100) {
      lines.push(`Em 100 g: ${figuresPhrase(coreNutrients(food.per100g), focus)}.`);
    }
  } else {
    for (const item of analysis.items) lines.push(`• ${itemLabel(item)}: ${figuresPhrase(item.nutrients, focus)}`);
    lines.push(`Total: ${figuresPhrase(analysis.totals, focus)}.`);
  }
  const partial = analysis.incompleteNutrients.filter((key) => focus.length === 0 || focus.includes(key));
  if (analysis.items.length > 1 && partial.length > 0) {
    lines.push('Algum item não tem todos os valores na TACO: o total desses nutrientes é parcial.');
  }
  const unsure = analysis.items.filter((item) => needsConfirmation(item.confidence));
  if (unsure.length > 0) {
    lines.push(`Confira se entendi certo: ${unsure.map((i) => i.foodName).join(', ')}.`);
  }
  if (analysis.unmatched.length > 0) lines.push(`Não reconheci: ${analysis.unmatched.join(', ')}.`);
  lines.push(SOURCE_NOTE);
  const own = analysis.items.filter((item) => isOwnFoodId(item.foodId));
  if (own.length > 0) lines.push(`${own.map((i) => i.foodName).join(', ')}: ${OWN_FOOD_NOTE}`);
  lines.push('Se você comeu isso, me diga “comi …” que eu preparo o registro.');
  return text(lines.join('\n'));
}

const text = (value: string): AssistantReply => ({ text: value, actions: [] });
