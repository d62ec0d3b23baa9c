import { Hono } from 'hono';
import { analysisTextRequestSchema, type Analysis } from '../../../contracts/analysis';
import type { AppEnv } from '../../http/app-env';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import type { FoodCatalogService } from '../foods/food-catalog';

/** POST /api/analysis/text: a pt-BR description → items, grams and nutrients from the catalog. */
export function analysisRoutes(foods: FoodCatalogService) {
  return new Hono<AppEnv>().post('/text', async (c) => {
    requireSession(c);
    const { text } = await readJson(c, analysisTextRequestSchema);
    const analysis: Analysis = foods.analyzeText(text);
    return c.json(analysis);
  });
}
