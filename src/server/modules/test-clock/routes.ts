import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { readJson } from '../../http/validate';

/**
 * A server clock tests can move (NODE_ENV=test with TEST_CLOCK_CONTROL=true only; see config.ts).
 * `start` (NUTRI_TEST_NOW) is where it begins and where `reset` returns: the
 * suite's "real time" is then that instant, running on from when the server started.
 */
export function offsetClock(system: () => Date = () => new Date(), start?: Date) {
  const baseOffsetMs = start ? start.getTime() - system().getTime() : 0;
  let offsetMs = baseOffsetMs;
  return {
    now: () => new Date(system().getTime() + offsetMs),
    advance: (ms: number) => {
      offsetMs += ms;
    },
    /** Jumps to `instant` (also backwards: the launch offer's journeys need 2025); time runs on from there. */
    set: (instant: Date) => {
      offsetMs = instant.getTime() - system().getTime();
    },
    reset: () => {
      offsetMs = baseOffsetMs;
    },
  };
}
export type OffsetClock = ReturnType<typeof offsetClock>;

const MOVE_MESSAGE = 'Informe advanceMs (milissegundos), now (instante ISO 8601) ou reset: true';
const moveSchema = z.union(
  [
    z.object({
      advanceMs: z
        .number({ error: MOVE_MESSAGE })
        .int({ error: MOVE_MESSAGE })
        .min(0, { error: MOVE_MESSAGE })
        .max(400 * 86_400_000, { error: MOVE_MESSAGE }),
    }),
    z.object({ now: z.iso.datetime({ offset: true, error: MOVE_MESSAGE }) }),
    z.object({ reset: z.literal(true, { error: MOVE_MESSAGE }) }),
  ],
  { error: MOVE_MESSAGE },
);

/**
 * POST /api/test/clock moves the server's clock and runs the billing job at
 * the new time, like a payment provider's test clock, so a browser journey
 * can live through a trial end or a renewal in seconds:
 * { advanceMs } moves it forward, { now } sets it (the landing page's
 * journeys go back to before the launch deadline), { reset: true } returns
 * to real time, or to the suite's pinned time (so later journeys start from "now").
 */
export function testClockRoutes(clock: OffsetClock, runJobs: (now: Date) => Promise<unknown>) {
  return new Hono<AppEnv>().post('/clock', async (c) => {
    const body = await readJson(c, moveSchema);
    if ('reset' in body) clock.reset();
    else if ('now' in body) clock.set(new Date(body.now));
    else clock.advance(body.advanceMs);
    await runJobs(clock.now());
    return c.json({ now: clock.now().toISOString() });
  });
}
