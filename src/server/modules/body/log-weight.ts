import type { WeightLogged } from '../../../contracts/body';
import { localDate } from '../../../domain/calendar/sao-paulo';
import type { Executor } from '../../db/client';
import { profileWeightKg, upsertWeight, weightOn } from './body-repository';
import { suggestsRecompute } from './weight-summary';

/**
 * Records the day's weight (today in São Paulo unless a date is given): one
 * weighing per day, a second one that day replaces the first and keeps its id. The answer
 * carries the id (DELETE /api/weights/:id) and the weight replaced, so "Desfazer" can put it back.
 */
export async function logWeight(
  db: Executor,
  userId: string,
  input: { weightKg: number; date?: string | undefined },
  now: Date,
): Promise<WeightLogged> {
  const date = input.date ?? localDate(now);
  const replacedKg = await weightOn(db, userId, date);
  const id = await upsertWeight(db, { userId, localDate: date, weightKg: input.weightKg, loggedAt: now });
  const targetsWeightKg = await profileWeightKg(db, userId);
  return {
    id,
    date,
    weightKg: input.weightKg,
    replacedKg,
    suggestRecompute: suggestsRecompute(targetsWeightKg, input.weightKg),
  };
}
