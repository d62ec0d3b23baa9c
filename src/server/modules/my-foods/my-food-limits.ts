import type { Database } from '../../db/client';
import { consume, retryAt, tooManyRequests } from '../../http/rate-limiter';

const HOUR_MS = 60 * 60 * 1000;
/** Creations and edits per person per hour: typing a pantry's labels in one sitting, not a script filling the table. */
export const MY_FOOD_WRITES_PER_HOUR = 120;

export async function takeMyFoodWrite(db: Database, userId: string, now: Date): Promise<void> {
  await consume(
    db,
    [{ key: `my-foods-write:user:${userId}`, max: MY_FOOD_WRITES_PER_HOUR, windowMs: HOUR_MS, subject: userId }],
    now,
    (over) =>
      tooManyRequests(
        'too_many_requests',
        (wait) => `Muitas alterações em Meus alimentos em pouco tempo. Tente de novo ${wait}.`,
        retryAt(over),
        now,
      ),
  );
}
