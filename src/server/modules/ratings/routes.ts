import { Hono } from 'hono';
import { ratingInputSchema } from '../../../contracts/ratings';
import type { AppEnv } from '../../http/app-env';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import type { Deps } from '../deps';
import { dismissRatingPrompt, myRating, rateApp, ratingSummary } from './app-ratings';

/**
 * GET /api/ratings/summary (public: the landing page's figure, or null below
 * the minimum), GET /api/ratings/me, POST /api/ratings and
 * POST /api/ratings/dismiss (the in-app prompt, docs/decisions/0041-real-ratings-only.md).
 */
export function ratingRoutes(deps: Deps, minToShow: number) {
  return new Hono<AppEnv>()
    .get('/summary', async (c) => c.json(await ratingSummary(deps.db, minToShow)))
    .get('/me', async (c) => {
      const { user } = requireSession(c);
      return c.json(await myRating(deps.db, user.id, deps.clock()));
    })
    .post('/', async (c) => {
      const { user } = requireSession(c);
      const input = await readJson(c, ratingInputSchema);
      return c.json(await rateApp(deps.db, user.id, input, deps.clock()), 201);
    })
    .post('/dismiss', async (c) => {
      const { user } = requireSession(c);
      await dismissRatingPrompt(deps.db, user.id, deps.clock());
      return c.body(null, 204);
    });
}
