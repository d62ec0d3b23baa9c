import { instantOf, type Cell } from '../../db/raw-cells';
import type { SubscriptionStateRow } from './subscription-repository';

/** The columns of a subscription's state that the hot statements read (and migration 0016's trigger watches). */
export const SUBSCRIPTION_STATE_COLUMNS = [
  'status',
  'started_at',
  'price_cents',
  'card_brand',
  'card_last4',
  'current_period_ends_at',
  'cancel_at_period_end',
  'past_due_since',
  'ended_at',
] as const;

/** The select list of a subscription's state (`alias` is the subscriptions table), for raw hot statements. */
export const subscriptionStateColumns = (alias: string) =>
  SUBSCRIPTION_STATE_COLUMNS.map((column) => `${alias}.${column}`).join(', ');

/** The nine cells of `subscriptionStateColumns`, or null when the person has no subscription row. */
export function subscriptionStateOf(cells: readonly Cell[]): SubscriptionStateRow | null {
  const [status, started, price, brand, last4, periodEnd, cancel, pastDue, ended] = cells;
  if (status === null || status === undefined) return null;
  return {
    status: status as SubscriptionStateRow['status'],
    startedAt: instantOf(started ?? null),
    priceCents: price === null || price === undefined ? null : Number(price),
    cardBrand: (brand ?? null) as SubscriptionStateRow['cardBrand'],
    cardLast4: last4 ?? null,
    currentPeriodEndsAt: instantOf(periodEnd ?? null),
    cancelAtPeriodEnd: cancel === 't',
    pastDueSince: instantOf(pastDue ?? null),
    endedAt: instantOf(ended ?? null),
  };
}
