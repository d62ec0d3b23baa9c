import { Hono } from 'hono';
import { analysisTextRequestSchema, type Analysis } from '../../../contracts/analysis';
import type { AppEnv } from '../../http/app-env';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import { takePersonLimit } from '../../http/person-limits';
import type { Deps } from '../deps';
import { personalFoods } from '../foods/personal-foods';

type AnalysisDeps = Pick<Deps, 'db' | 'foods' | 'clock' | 'readUnmatchedWithModel'>;

/**
 * POST /api/analysis/text, the MCP tools analyze_meal and log_meal and WhatsApp's meal reports: the catalog with
 * the person's own foods first, then, with a language model configured, the pieces the rules left unread named by
 * the model. Each analysis is one unit of the person's hourly limit.
 */
export async function analyzeMealText(deps: AnalysisDeps, userId: string, text: string): Promise<Analysis> {
  await takePersonLimit(deps.db, 'textAnalysis', userId, deps.clock());
  const foods = await personalFoods(deps, userId);
  const rules = foods.analyzeText(text);
  return deps.readUnmatchedWithModel ? deps.readUnmatchedWithModel(foods, rules) : rules;
}

/** POST /api/analysis/text: a pt-BR description → items, grams and nutrients from the catalog and the person's own foods. */
export function analysisRoutes(deps: AnalysisDeps) {
  return new Hono<AppEnv>().post('/text', async (c) => {
    const { user } = requireSession(c);
    const { text } = await readJson(c, analysisTextRequestSchema);
    return c.json(await analyzeMealText(deps, user.id, text));
  });
}
