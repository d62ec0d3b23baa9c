import { Hono } from 'hono';
import { analysisTextRequestSchema, type Analysis } from '../../../contracts/analysis';
import type { AppEnv } from '../../http/app-env';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import { takePersonLimit } from '../../http/person-limits';
import type { Deps } from '../deps';
import { personalFoods } from '../my-foods/personal-foods';

/**
 * POST /api/analysis/text and the MCP tools analyze_meal and log_meal: the catalog with the
 * person's own foods first. Each analysis is one unit of the person's hourly limit.
 */
export async function analyzeMealText(
  deps: Pick<Deps, 'db' | 'foods' | 'clock'>,
  userId: string,
  text: string,
): Promise<Analysis> {
  await takePersonLimit(deps.db, 'textAnalysis', userId, deps.clock());
  const foods = await personalFoods(deps, userId);
  return foods.analyzeText(text);
}

/** POST /api/analysis/text: a pt-BR description → items, grams and nutrients from the catalog and the person's own foods. */
export function analysisRoutes(deps: Pick<Deps, 'db' | 'foods' | 'clock'>) {
  return new Hono<AppEnv>().post('/text', async (c) => {
    const { user } = requireSession(c);
    const { text } = await readJson(c, analysisTextRequestSchema);
    return c.json(await analyzeMealText(deps, user.id, text));
  });
}
