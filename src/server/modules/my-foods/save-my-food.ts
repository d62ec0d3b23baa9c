import {
  MY_FOODS_MAX,
  myFoodDetailsPer100g,
  myFoodPer100g,
  type MyFood,
  type MyFoodValues,
} from '../../../contracts/my-foods';
import { AppError } from '../../http/app-error';
import { notFound } from '../../http/not-found';
import type { Deps } from '../deps';
import { toMyFoodDto } from './my-food-dto';
import {
  countMyFoods,
  findMyFoodRow,
  insertMyFood,
  sameNameId,
  updateMyFoodRow,
  type MyFoodWrite,
} from './my-food-repository';

type Db = Pick<Deps, 'db' | 'clock'>;

/** POST /api/my-foods: a food typed from its label, stored per 100 g. */
export async function createMyFood(deps: Db, userId: string, input: MyFoodValues): Promise<MyFood> {
  await checkRoom(deps, userId);
  await checkName(deps, userId, input.name, null);
  return toMyFoodDto(await insertMyFood(deps.db, userId, fromLabel(input), deps.clock()));
}

/** PUT /api/my-foods/:id: the whole food again; meals already logged keep the figures they were logged with. */
export async function updateMyFood(deps: Db, userId: string, id: string, input: MyFoodValues): Promise<MyFood> {
  const existing = await findMyFoodRow(deps.db, userId, id);
  if (!existing) throw notFound('food');
  await checkName(deps, userId, input.name, id);
  // A recipe edited by hand keeps its kind and the record of the meal it came from.
  const row = await updateMyFoodRow(
    deps.db,
    userId,
    id,
    { ...fromLabel(input), kind: existing.kind, ingredients: existing.ingredients },
    deps.clock(),
  );
  if (!row) throw notFound('food');
  return toMyFoodDto(row);
}

function fromLabel(input: MyFoodValues): MyFoodWrite {
  return {
    kind: 'label',
    name: input.name,
    brand: input.brand || null,
    synonyms: [...new Set((input.synonyms ?? []).filter(Boolean))],
    ...myFoodPer100g(input),
    ...myFoodDetailsPer100g(input),
    portionLabel: input.portionLabel,
    portionGrams: input.portionGrams,
    ...(input.amountUnit ? { amountUnit: input.amountUnit } : {}),
    ingredients: null,
  };
}

export async function checkRoom(deps: Db, userId: string) {
  if ((await countMyFoods(deps.db, userId)) >= MY_FOODS_MAX) {
    throw new AppError(
      409,
      'my_foods_full',
      `Você já tem ${MY_FOODS_MAX} alimentos seus. Apague algum que não usa mais para criar outro.`,
    );
  }
}

export async function checkName(deps: Db, userId: string, name: string, ownId: string | null) {
  const other = await sameNameId(deps.db, userId, name);
  if (other && other !== ownId) {
    const message = `Você já tem um alimento chamado “${name}”. Use outro nome ou edite o que já existe.`;
    throw new AppError(409, 'my_food_name_taken', message, { name: message });
  }
}
