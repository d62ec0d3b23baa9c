import type { MyFood, RecipeFromMeal } from '../../../contracts/my-foods';
import { recipeFromItems } from '../../../domain/my-foods/recipe-from-items';
import { AppError } from '../../http/app-error';
import { notFound } from '../../http/not-found';
import type { Deps } from '../deps';
import { findMealRow, withItems } from './meal-repository';
import { toMyFoodDto } from '../my-foods/my-food-dto';
import { insertMyFood } from '../my-foods/my-food-repository';
import { checkName, checkRoom } from '../my-foods/save-my-food';

/**
 * POST /api/my-foods/from-meal ("salvar como receita", mounted by app.ts from this
 * module: the meal is read here, the food written through my-foods' own rules): a logged meal of the
 * person's own becomes one dish, its figures per 100 g from the items as they
 * were logged, its portion the whole meal's grams. Unknown stays unknown.
 */
export async function saveRecipeFromMeal(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  input: Required<RecipeFromMeal>,
): Promise<MyFood> {
  const row = await findMealRow(deps.db, userId, input.mealId);
  if (!row) throw notFound('meal');
  const [meal] = await withItems(deps.db, userId, [row]);
  const recipe = recipeFromItems(meal?.items ?? []);
  if (!recipe) throw new AppError(400, 'validation_failed', 'Esta refeição não tem alimentos para virar receita.');
  await checkRoom(deps, userId);
  await checkName(deps, userId, input.name, null);
  const saved = await insertMyFood(
    deps.db,
    userId,
    {
      kind: 'recipe',
      name: input.name,
      brand: null,
      synonyms: [],
      ...recipe.per100g,
      portionLabel: 'porção',
      portionGrams: recipe.totalGrams,
      ingredients: recipe.ingredients,
    },
    deps.clock(),
  );
  return toMyFoodDto(saved);
}
