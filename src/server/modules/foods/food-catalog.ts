import { loadCatalog } from '../../../../data/catalog/index';
import { buildFoodIndex, type FoodIndex } from '../../../domain/foods/food-index';
import type { FoodCatalog } from '../../../domain/foods/types';
import { createMealTextAnalyzer, type MealTextAnalysis } from '../../../domain/meal-text/analyze-meal-text';

/** The food catalog with its search index and the text analyser, built once per process (the data is immutable). */
export interface FoodCatalogService {
  catalog: FoodCatalog;
  index: FoodIndex;
  analyzeText(text: string): MealTextAnalysis;
}

let service: FoodCatalogService | undefined;

export function foodCatalogService(): FoodCatalogService {
  if (!service) {
    const catalog = loadCatalog();
    service = { catalog, index: buildFoodIndex(catalog), analyzeText: createMealTextAnalyzer(catalog) };
  }
  return service;
}
