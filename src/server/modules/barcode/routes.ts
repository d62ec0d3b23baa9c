import { Hono } from 'hono';
import { barcodeParamSchema } from '../../../contracts/barcode';
import type { AppEnv } from '../../http/app-env';
import { consume, retryAt, tooManyRequests } from '../../http/rate-limiter';
import { requireSession } from '../../http/session';
import { validate } from '../../http/validate';
import { lookUpBarcode, type BarcodeDeps } from './look-up-barcode';

/** Scans per person an hour: far above a day of shopping, low enough that nobody crawls Open Food Facts through us. */
const LOOKUPS_PER_HOUR = 120;

/** GET /api/foods/barcode/:code — a packaged product by its GTIN, for signed-in people. */
export function barcodeRoutes(deps: BarcodeDeps) {
  return new Hono<AppEnv>().get('/:code', async (c) => {
    const { user } = requireSession(c);
    const { code } = validate(barcodeParamSchema, { code: c.req.param('code') });
    const now = deps.clock();
    await consume(
      deps.db,
      [{ key: `barcode:user:${user.id}`, max: LOOKUPS_PER_HOUR, windowMs: 3_600_000, subject: user.id }],
      now,
      (over) =>
        tooManyRequests(
          'too_many_requests',
          (wait) => `Muitas buscas por código de barras. Tente de novo ${wait}.`,
          retryAt(over),
          now,
        ),
    );
    return c.json(await lookUpBarcode(deps, code));
  });
}
