import type { MyFood } from '../../../contracts/my-foods';
import { coreNutrientsForGrams } from '../../../domain/foods/nutrients';
import { detailsForGrams, type LabelDetails } from '../../../domain/my-foods/label-figures';
import { ownFoodId } from '../../../domain/my-foods/own-food';
import type { RecipeIngredientSnapshot } from '../../../domain/my-foods/recipe-from-items';
import { toOwnFoodRecord, type MyFoodRow } from './my-food-repository';

export function toMyFoodDto(row: MyFoodRow): MyFood {
  const { per100g } = toOwnFoodRecord(row);
  const details: LabelDetails = {
    sugarsTotalG: row.sugarsTotalG,
    sugarsAddedG: row.sugarsAddedG,
    saturatedFatG: row.saturatedFatG,
    transFatG: row.transFatG,
  };
  return {
    id: ownFoodId(row.id),
    kind: row.kind,
    name: row.name,
    brand: row.brand,
    synonyms: row.synonyms,
    per100g,
    portion: { label: row.portionLabel, grams: row.portionGrams },
    perPortion: coreNutrientsForGrams(per100g, row.portionGrams),
    amountUnit: row.amountUnit,
    details: { per100g: details, perPortion: detailsForGrams(details, row.portionGrams) },
    ingredients: (row.ingredients as RecipeIngredientSnapshot[] | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
