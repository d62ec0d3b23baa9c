import { expect, test, type APIRequestContext } from '@playwright/test';

type Move = { advanceMs: number } | { now: string } | { reset: true };

/**
 * POST /api/test/clock: moves the app server's clock (and runs its jobs at the new time). Only journeys tagged
 * @clock may move it forward or set it: they run one at a time on servers of their own, while any other journey
 * shares its server with one running beside it (playwright.config.ts, docs/decisions/0035-parallel-journeys.md).
 * Putting it back (`reset`) is allowed anywhere; where nobody moved it, it changes nothing.
 */
export async function moveServerClock(request: APIRequestContext, move: Move): Promise<Date> {
  if (!('reset' in move) && !test.info().tags.includes('@clock')) {
    throw new Error(
      'Só jornadas marcadas @clock movem o relógio do servidor (docs/decisions/0035-parallel-journeys.md)',
    );
  }
  const res = await request.post('/api/test/clock', { data: move });
  expect(res.status()).toBe(200);
  return new Date(((await res.json()) as { now: string }).now);
}
