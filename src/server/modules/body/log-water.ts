import type { WaterLogged } from '../../../contracts/body';
import { localDate } from '../../../domain/calendar/sao-paulo';
import type { Executor } from '../../db/client';
import { insertWater } from './body-repository';

/**
 * Records a glass (or bottle) of water at `at`, on the person's São Paulo day (decision 0004),
 * and answers it with its id, which DELETE /api/water/:id takes to undo it.
 */
export async function logWater(db: Executor, userId: string, ml: number, at: Date): Promise<WaterLogged> {
  const date = localDate(at);
  const id = await insertWater(db, { userId, ml, at, localDate: date });
  return { id, ml, at: at.toISOString(), date };
}
