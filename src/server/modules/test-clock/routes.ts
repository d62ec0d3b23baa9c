import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { readJson } from '../../http/validate';

/** A server clock tests can move (NODE_ENV=test with TEST_CLOCK_CONTROL=true only; see config.ts). */
export function offsetClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms: number) => {
      offsetMs += ms;
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}
export type OffsetClock = ReturnType<typeof offsetClock>;

const clockCommandSchema = z.union([
  z.object({ reset: z.literal(true) }),
  z.object({
    advanceMs: z
      .number()
      .int()
      .min(0)
      .max(400 * 86_400_000),
  }),
]);

/**
 * POST /api/test/clock { advanceMs }: moves the server's clock forward and
 * runs the billing job at the new time, like a payment provider's test clock,
 * so a browser journey can live through a trial end or a renewal in seconds.
 * { reset: true } returns to real time (so later journeys start from "now").
 */
export function testClockRoutes(clock: OffsetClock, runJobs: (now: Date) => Promise<unknown>) {
  return new Hono<AppEnv>().post('/clock', async (c) => {
    const body = await readJson(c, clockCommandSchema);
    if ('reset' in body) clock.reset();
    else clock.advance(body.advanceMs);
    await runJobs(clock.now());
    return c.json({ now: clock.now().toISOString() });
  });
}
