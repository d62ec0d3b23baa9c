import type { FoodDto, PortionDto } from '../../../contracts/foods';
import { coreNutrients } from '../../../domain/foods/nutrients';
import type { Food, FoodCatalog, Portion } from '../../../domain/foods/types';

export const OWN_FOOD_CITATION = 'Meu alimento (valores informados por você)';

/** The API's view of a food: core figures, portions with the citation of their weight, the figures' source. */
export function toFoodDto(food: Food, catalog: FoodCatalog): FoodDto {
  const source = catalog.sourceById(food.sourceId);
  // A person's own food cites the person: it is in no table (docs/decisions/0026-my-foods.md).
  const citation = food.kind === 'custom' ? OWN_FOOD_CITATION : (source?.citation ?? food.sourceId);
  return {
    id: food.id,
    name: food.name,
    category: food.category,
    per100g: coreNutrients(food.per100g),
    traces: [...food.traces],
    portions: food.portions.map(toPortionDto),
    source: { id: food.sourceId, citation },
    note: food.note,
  };
}

function toPortionDto(portion: Portion): PortionDto {
  return {
    measureId: portion.measureId,
    label: portion.label,
    plural: portion.plural,
    grams: portion.grams,
    isDefault: portion.isDefault,
    source: portionSource(portion),
  };
}

function portionSource(portion: Portion): string {
  switch (portion.source.kind) {
    case 'pof':
      return `IBGE POF 2008-2009 — ${portion.source.reference}`;
    case 'recipe-yield':
      return 'Rendimento da receita (soma dos ingredientes)';
    case 'catalog':
      return 'Porção de referência de 100 g (não é medida do IBGE)';
    case 'own':
      return 'Porção informada por você';
  }
}
