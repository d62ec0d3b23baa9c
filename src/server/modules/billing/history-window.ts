import { localDate } from '../../../domain/calendar/sao-paulo';
import { addDays } from '../../../domain/calendar/local-days';
import type { Executor } from '../../db/client';
import type { Entitlements } from '../../../domain/billing/entitlements';
import { entitlementsOf } from './require-entitlement';

/**
 * The earliest São Paulo date a person's history and statistics reach: null
 * with Premium (trial included); the last 7 days once the trial is over
 * without a subscription (decision 0009). Export is never limited.
 */
export async function historyWindowStart(db: Executor, userId: string, now: Date): Promise<string | null> {
  return windowStartOf(await entitlementsOf(db, userId, now), now);
}

export function windowStartOf({ historyDays }: Entitlements, now: Date): string | null {
  return historyDays === null ? null : addDays(localDate(now), -(historyDays - 1));
}

/** The later of two optional dates ("YYYY-MM-DD" compare as text). */
export function laterDate(a: string | undefined, b: string | null): string | undefined {
  if (!b) return a;
  return a && a > b ? a : b;
}
