import { Hono } from 'hono';
import { analysisTextRequestSchema, type Analysis } from '../../../contracts/analysis';
import type { AppEnv } from '../../http/app-env';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import type { Deps } from '../deps';
import { personalFoods } from '../my-foods/personal-foods';

/** POST /api/analysis/text and the MCP tool analyze_meal: the catalog with the person's own foods first. */
export async function analyzeMealText(
  deps: Pick<Deps, 'db' | 'foods'>,
  userId: string,
  text: string,
): Promise<Analysis> {
  const foods = await personalFoods(deps, userId);
  return foods.analyzeText(text);
}

/** POST /api/analysis/text: a pt-BR description → items, grams and nutrients from the catalog and the person's own foods. */
export function analysisRoutes(deps: Pick<Deps, 'db' | 'foods'>) {
  return new Hono<AppEnv>().post('/text', async (c) => {
    const { user } = requireSession(c);
    const { text } = await readJson(c, analysisTextRequestSchema);
    return c.json(await analyzeMealText(deps, user.id, text));
  });
}
