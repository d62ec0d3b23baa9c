import type { AccountFacts, FactKey, PersonFacts } from '../../../domain/chat/facts';
import { accessEndsAt, advance, isSubscribed } from '../../../domain/billing/subscription';
import { pricingAt } from '../../../domain/billing/pricing';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { addDays } from '../../../domain/calendar/local-days';
import { loadSubscription, stateOf } from '../billing/subscription-repository';
import type { Deps } from '../deps';
import { getDayStats } from '../stats/get-day-stats';
import { getRangeStats } from '../stats/get-range-stats';
import { periodOf } from '../../../domain/chat/period-words';
import { loadPeriodFacts } from './load-period';

/** Loads only the parts of the person's data a reply needs, always for the session's user. */
export async function loadFacts(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  firstName: string,
  mode: PersonFacts['mode'],
  needed: readonly FactKey[],
  /** The words of a question over the log ("ontem", "semana passada"), read against today. */
  periodKey = '',
): Promise<PersonFacts> {
  const now = deps.clock();
  const today = localDate(now);
  const facts: PersonFacts = { firstName, now, mode };
  await Promise.all([
    needed.includes('day') ? getDayStats(deps.db, userId, today).then((day) => (facts.day = day)) : null,
    needed.includes('week')
      ? getRangeStats(deps.db, userId, addDays(today, -6), today).then((week) => (facts.week = week))
      : null,
    needed.includes('period')
      ? loadPeriodFacts(deps.db, userId, periodOf(periodKey, today)).then((p) => (facts.period = p))
      : null,
    needed.includes('account') ? accountFacts(deps, userId, now).then((a) => (facts.account = a ?? undefined)) : null,
  ]);
  return facts;
}

async function accountFacts(deps: Pick<Deps, 'db'>, userId: string, now: Date): Promise<AccountFacts | null> {
  const found = await loadSubscription(deps.db, userId);
  if (!found) return null;
  const s = advance(stateOf(found.trialEndsAt, found.row), now);
  return {
    status: s.status,
    trialEndsAt: s.trialEndsAt,
    currentPeriodEndsAt: s.currentPeriodEndsAt,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    priceCents: s.priceCents ?? pricingAt(now).priceCents,
    subscribed: isSubscribed(s) && s.status !== 'expired',
    accessEndsAt: accessEndsAt(s),
  };
}

/** "Ana Souza" → "Ana". */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? name;
