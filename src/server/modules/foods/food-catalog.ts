import { LRUCache } from 'lru-cache';
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

/**
 * The same service, built on first use (decision 0023, cold start): building
 * the catalog, its index and the text analyser costs about 0.3–0.5 s of CPU
 * that `npm start` no longer spends before it listens; main.ts warms it right
 * after. Every property and method reads the one shared service.
 */
export function lazyFoodCatalogService(): FoodCatalogService {
  return {
    get catalog() {
      return foodCatalogService().catalog;
    },
    get index() {
      return foodCatalogService().index;
    },
    analyzeText: (text) => foodCatalogService().analyzeText(text),
    withOwnFoods: (records) => foodCatalogService().withOwnFoods(records),
  };
}

/**
 * Indexing a person's own foods costs about as much as a few analyses, so the
 * result is kept for the people seen lately, keyed by the foods' own content:
 * any edit (on this server or another) changes the key, so it is never stale.
 */
const PERSONAL_CACHE_SIZE = 200;

function toolsOver(catalog: FoodCatalog, context: MealTextContext): FoodCatalogService {
  const cache = new LRUCache<string, FoodCatalogService>({ max: PERSONAL_CACHE_SIZE });
  const tools: FoodCatalogService = {
    catalog,
    index: context.index,
    analyzeText: (text) => analyzeMealText(context, text),
    withOwnFoods(records) {
      if (records.length === 0) return tools;
      const key = JSON.stringify(records);
      const cached = cache.get(key);
      if (cached) return cached;
      const own = records.map((record) => toOwnFood(record, context.lookupMeasure));
      const index = withOwnFoodsIndex(context.index, own);
      const personal = toolsOver(withOwnFoodsCatalog(catalog, own), { ...context, index });
      cache.set(key, personal);
      return personal;
    },
  };
  return tools;
}
