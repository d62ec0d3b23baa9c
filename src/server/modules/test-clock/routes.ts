import { Hono } from 'hono';
import { z } from 'zod';
import type { AdjustableClock } from '../../clock';
import type { AppEnv } from '../../http/app-env';
import { readJson } from '../../http/validate';

const setClockSchema = z.object({ now: z.iso.datetime({ offset: true, error: 'Informe um instante ISO 8601' }) });

/**
 * /dev/clock — mounted only with TEST_CLOCK_CONTROL under NODE_ENV=test
 * (src/server/config.ts): PUT { now } moves the server's clock, DELETE puts
 * it back, GET reads it.
 */
export function testClockRoutes(clock: AdjustableClock) {
  return new Hono<AppEnv>()
    .get('/', (c) => c.json({ now: clock.now().toISOString() }))
    .put('/', async (c) => {
      const { now } = await readJson(c, setClockSchema);
      clock.set(new Date(now));
      return c.json({ now: clock.now().toISOString() });
    })
    .delete('/', (c) => {
      clock.reset();
      return c.body(null, 204);
    });
}
