import { STATS_RANGE_MAX_DAYS, type RangeStats } from '../../../contracts/stats';
import { daysBetween } from '../../../domain/calendar/local-days';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { historyWindowStart, laterDate } from '../billing/history-window';
import { getRangeStats } from './get-range-stats';

/**
 * GET /api/stats/range and the MCP tool weekly_stats: the period's figures
 * within what the person may see (without Premium, the last 7 days; decision 0009).
 */
export async function getRangeStatsWithinWindow(
  deps: { db: Database; clock: () => Date },
  userId: string,
  from: string,
  to: string,
): Promise<RangeStats & { limitedFrom: string | null }> {
  const span = daysBetween(from, to);
  if (span < 0 || span >= STATS_RANGE_MAX_DAYS) {
    throw new AppError(400, 'validation_failed', 'Escolha um período de 1 a 366 dias, com o início antes do fim');
  }
  const windowStart = await historyWindowStart(deps.db, userId, deps.clock());
  const start = laterDate(from, windowStart) ?? from;
  const range = await getRangeStats(deps.db, userId, start > to ? to : start, to);
  return { ...range, limitedFrom: windowStart };
}
