import { localDate } from '../../../domain/calendar/sao-paulo';
import type { Executor } from '../../db/client';
import { waterIntakes } from '../../db/schema';

/** Records a glass (or bottle) of water at `at`, on the person's São Paulo day (decision 0004). */
export async function logWater(
  db: Executor,
  userId: string,
  ml: number,
  at: Date,
): Promise<{ ml: number; date: string }> {
  const date = localDate(at);
  await db.insert(waterIntakes).values({ userId, ml, at, localDate: date });
  return { ml, date };
}
