import { Hono } from 'hono';
import type { Pricing } from '../../../contracts/pricing';
import { pricingAt } from '../../../domain/billing/pricing';
import type { AppEnv } from '../../http/app-env';

/** GET /api/pricing: public, computed from the domain's one pricing configuration. */
export function pricingRoutes(clock: () => Date) {
  return new Hono<AppEnv>().get('/', (c) => {
    const now = clock();
    const pricing = pricingAt(now);
    const body: Pricing = { ...pricing, offerEndsAt: pricing.offerEndsAt.toISOString(), serverNow: now.toISOString() };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
}
