import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { pricingAnswer } from './pricing-answer';

/** GET /api/pricing: public, computed from the domain's one pricing configuration. */
export function pricingRoutes(clock: () => Date) {
  return new Hono<AppEnv>().get('/', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(pricingAnswer(clock()));
  });
}
