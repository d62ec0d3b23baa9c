import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { waterInputSchema, weightInputSchema } from '../../../contracts/stats';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { profiles, waterIntakes, weights } from '../../db/schema';
import type { AppEnv } from '../../http/app-env';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import type { Deps } from '../deps';
import { suggestsRecompute, weightSummary } from './weight-summary';

/** POST /api/water, GET and POST /api/weights: what the person drank and weighed, on their São Paulo day. */
export function waterRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const { user } = requireSession(c);
    const { ml } = await readJson(c, waterInputSchema);
    const at = deps.clock();
    await deps.db.insert(waterIntakes).values({ userId: user.id, ml, at, localDate: localDate(at) });
    return c.json({ ml, date: localDate(at) }, 201);
  });
}

export function weightRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { user } = requireSession(c);
      return c.json(await weightSummary(deps.db, user.id));
    })
    .post('/', async (c) => {
      const { user } = requireSession(c);
      const now = deps.clock();
      // 01/01/2000 to tomorrow, the rule of every log (decision 0017): a day ahead for people east of São Paulo.
      const input = await readJson(c, weightInputSchema(localDate(now)));
      const date = input.date ?? localDate(now);
      await deps.db
        .insert(weights)
        .values({ userId: user.id, localDate: date, weightKg: input.weightKg, loggedAt: now })
        .onConflictDoUpdate({
          target: [weights.userId, weights.localDate],
          set: { weightKg: input.weightKg, loggedAt: now },
        });
      const [profile] = await deps.db
        .select({ weightKg: profiles.weightKg })
        .from(profiles)
        .where(eq(profiles.userId, user.id));
      const suggestRecompute = suggestsRecompute(profile?.weightKg ?? null, input.weightKg);
      return c.json({ date, weightKg: input.weightKg, suggestRecompute }, 201);
    });
}
