import { z } from 'zod';

/** GET /api/health: 200 with both "ok", or 503 with the database "unreachable" (the load balancer's probe). */
export const healthSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'unreachable']) });

/** POST /api/test/clock (TEST_CLOCK_CONTROL only): the server's time after the move. */
export const testClockAnswerSchema = z.object({ now: z.iso.datetime({ offset: true }) });
