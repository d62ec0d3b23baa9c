import { FOOD_SOURCE_DESCRIPTIONS, FOOD_SOURCE_LABELS, type FoodSourceKind } from '@/contracts/foods';
import { Badge } from '@/web/ui/badge';

/**
 * Where an item's figures come from — "TACO", "Receita (TACO)", "IBGE POF",
 * "USDA" or "Meu alimento" — shown next to the item in the analysis, the food
 * picker and the history (decisions 0025 and 0036).
 */
export function FoodSourceBadge({ source }: { source: FoodSourceKind }) {
  return (
    <Badge
      variant={source === 'usda' ? 'default' : 'neutral'}
      title={FOOD_SOURCE_DESCRIPTIONS[source]}
      data-food-source={source}
    >
      <span className="sr-only">Fonte: </span>
      {FOOD_SOURCE_LABELS[source]}
    </Badge>
  );
}
