import { isQuickCaloriesId } from '@/domain/meal-text/quick-calories-item';

/**
 * How much of an item, said once (issue 25): "100 g", "200 ml", "2 conchas · 160 g" — never "100 g · 100 g".
 * A household measure keeps its grams, since they are what the figures were computed from. A quick add
 * ("Calorias avulsas") has no amount of its own: its energy is shown next to it.
 */
export function itemAmountText(item: { foodId: string; quantity: number; unit: string; grams: number }): string | null {
  if (isQuickCaloriesId(item.foodId)) return null;
  const grams = `${item.grams.toLocaleString('pt-BR')} g`;
  if (item.unit === 'g') return grams;
  const amount = `${item.quantity.toLocaleString('pt-BR')} ${item.unit}`;
  // Millilitres ("ml" from a description, "mL" a drink's measure, decision 0058) are the amount itself.
  return item.unit.toLowerCase() === 'ml' ? amount : `${amount} · ${grams}`;
}
