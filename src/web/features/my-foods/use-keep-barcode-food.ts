import { useQueryClient } from '@tanstack/react-query';
import type { BarcodeProductDto } from '@/contracts/barcode';
import type { MyFood } from '@/contracts/my-foods';
import { createMyFood, listMyFoods, updateMyFood } from '@/web/features/my-foods/my-foods-api';
import { useInvalidateMyFoods } from '@/web/features/my-foods/use-my-foods';
import { queryKeys } from '@/web/lib/query-keys';
import { myFoodFromProduct, sameProduct, withProductDetails } from '@/web/features/barcode/barcode-food';

/**
 * A scanned product as one of the person's own foods ("Meus alimentos"): the one saved from it
 * before (its blank sugars and fats filled in from the product), or a new one with the server's
 * figures. Meal items name a food id, so this is how a packaged product joins a meal — and it is
 * then found by name in every search, chat included.
 */
export function useKeepBarcodeFood(): (product: BarcodeProductDto, grams: number) => Promise<MyFood> {
  const client = useQueryClient();
  const invalidate = useInvalidateMyFoods();
  return async (product, grams) => {
    const values = myFoodFromProduct(product, grams);
    const { items } = await client.fetchQuery({ queryKey: queryKeys.myFoods, queryFn: listMyFoods });
    const kept = items.find((food) => sameProduct(food, values));
    if (kept) {
      const filled = withProductDetails(kept, values);
      if (!filled) return kept;
      try {
        const updated = await updateMyFood(kept.id, filled);
        await invalidate();
        return updated;
      } catch {
        // The details are a bonus: if the person's edits make them fail the own-food checks, the food still serves.
        return kept;
      }
    }
    const created = await createMyFood(values);
    await invalidate();
    return created;
  };
}
