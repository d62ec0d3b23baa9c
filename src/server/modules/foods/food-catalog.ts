import { loadCatalog } from '../../../../data/catalog/index';
import { buildFoodIndex, type FoodIndex } from '../../../domain/foods/food-index';
import type { FoodCatalog } from '../../../domain/foods/types';
import {
  analyzeMealText,
  createMealTextContext,
  type MealTextAnalysis,
  type MealTextContext,
} from '../../../domain/meal-text/analyze-meal-text';
import { toOwnFood, type OwnFoodRecord } from '../../../domain/my-foods/own-food';
import { withOwnFoodsCatalog, withOwnFoodsIndex } from '../../../domain/my-foods/with-own-foods';

/** The food catalog with its search index and the text analyser, built once per process (the data is immutable). */
export interface FoodCatalogService {
  catalog: FoodCatalog;
  index: FoodIndex;
  analyzeText(text: string): MealTextAnalysis;
  /** The same tools with a person's own foods first (docs/decisions/0026-my-foods.md); cheap, per request. */
  withOwnFoods(records: readonly OwnFoodRecord[]): FoodCatalogService;
}

let service: FoodCatalogService | undefined;

export function foodCatalogService(): FoodCatalogService {
  if (!service) {
    const catalog = loadCatalog();
    const index = buildFoodIndex(catalog);
    service = toolsOver(catalog, createMealTextContext(catalog, index));
  }
  return service;
}

function toolsOver(catalog: FoodCatalog, context: MealTextContext): FoodCatalogService {
  const tools: FoodCatalogService = {
    catalog,
    index: context.index,
    analyzeText: (text) => analyzeMealText(context, text),
    withOwnFoods(records) {
      if (records.length === 0) return tools;
      const own = records.map((record) => toOwnFood(record, context.lookupMeasure));
      const index = withOwnFoodsIndex(context.index, own);
      return toolsOver(withOwnFoodsCatalog(catalog, own), { ...context, index });
    },
  };
  return tools;
}
