import { isOwnFoodId } from '@/domain/my-foods/own-food';
import { Badge } from '@/web/ui/badge';

/**
 * The source of an item that is one of the person's own foods ("Meus
 * alimentos"): their figures, not a table's. Self-contained so any list of
 * items or foods can show it next to the name.
 */
export function OwnFoodBadge({ foodId }: { foodId: string }) {
  return isOwnFoodId(foodId) ? (
    <Badge variant="neutral" className="ml-2 align-middle">
      Meu alimento
    </Badge>
  ) : null;
}
