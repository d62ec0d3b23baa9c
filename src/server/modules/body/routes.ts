import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { waterInputSchema, weightInputSchema } from '../../../contracts/stats';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { profiles, waterIntakes, weights } from '../../db/schema';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { idempotent, type Outcome } from '../../http/idempotency';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import type { Deps } from '../deps';
import { suggestsRecompute, weightSummary } from './weight-summary';

/** POST /api/water, GET and POST /api/weights: what the person drank and weighed, on their São Paulo day. */
export function waterRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const { user } = requireSession(c);
    // Retries from the offline queue carry an Idempotency-Key: one glass, however many tries (decision 0030).
    return idempotent(c, deps.db, user.id, deps.clock(), async (db) => {
      const input = await readJson(c, waterInputSchema(deps.clock()));
      const { ml } = input;
      const at = input.at ? new Date(input.at) : deps.clock();
      await db.insert(waterIntakes).values({ userId: user.id, ml, at, localDate: localDate(at) });
      return { status: 201, body: { ml, date: localDate(at) } };
    });
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
      return idempotent(c, deps.db, user.id, now, (db) => logWeight(db, user.id, now, c));
    });
}

/** The day's weight (one per day: a second weighing replaces the first). */
async function logWeight(db: Database, userId: string, now: Date, c: Context<AppEnv>): Promise<Outcome> {
  // 01/01/2000 to tomorrow, the rule of every log (decision 0017): a day ahead for people east of São Paulo.
  const input = await readJson(c, weightInputSchema(localDate(now)));
  const date = input.date ?? localDate(now);
  await db
    .insert(weights)
    .values({ userId, localDate: date, weightKg: input.weightKg, loggedAt: now })
    .onConflictDoUpdate({
      target: [weights.userId, weights.localDate],
      set: { weightKg: input.weightKg, loggedAt: now },
    });
  const [profile] = await db.select({ weightKg: profiles.weightKg }).from(profiles).where(eq(profiles.userId, userId));
  const suggestRecompute = suggestsRecompute(profile?.weightKg ?? null, input.weightKg);
  return { status: 201, body: { date, weightKg: input.weightKg, suggestRecompute } };
}
