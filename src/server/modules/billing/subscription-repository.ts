import { eq, or } from 'drizzle-orm';
import type { CardOnFile, Subscription } from '../../../domain/billing/subscription';
import { newTrial, nextReviewAt } from '../../../domain/billing/subscription';
import type { Executor } from '../../db/client';
import { subscriptions, users } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The person's trial end and subscription row (null: never touched billing, so a plain trial). */
export async function loadSubscription(
  db: Executor,
  userId: string,
  options: { forUpdate?: boolean } = {},
): Promise<{ email: string; name: string; trialEndsAt: Date; row: SubscriptionRow | null } | null> {
  if (options.forUpdate) {
    // Lock the person's user row first (the subscription row may not exist yet), so billing updates of one
    // person are serialised; NO KEY UPDATE does not block rows elsewhere that reference users (sessions…).
    // The read below is a separate statement on purpose: under READ COMMITTED a statement that waited for a
    // lock re-reads only the locked row, so a joined row read in the same statement could be stale.
    await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  }
  const [found] = await db
    .select({ email: users.email, name: users.name, trialEndsAt: users.trialEndsAt, row: subscriptions })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(eq(users.id, userId));
  return found ?? null;
}

export async function userIdForProviderRef(db: Executor, ref: string): Promise<string | null> {
  const [found] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(or(eq(subscriptions.providerRef, ref), eq(subscriptions.pendingRef, ref)));
  return found?.userId ?? null;
}

/** The columns `stateOf` reads: what GET /api/me selects of the row (decision 0023, fewer columns per answer). */
export type SubscriptionStateRow = Pick<
  SubscriptionRow,
  | 'status'
  | 'startedAt'
  | 'priceCents'
  | 'cardBrand'
  | 'cardLast4'
  | 'currentPeriodEndsAt'
  | 'cancelAtPeriodEnd'
  | 'pastDueSince'
  | 'endedAt'
>;

export function stateOf(trialEndsAt: Date, row: SubscriptionStateRow | null): Subscription {
  if (!row) return newTrial(trialEndsAt);
  const card: CardOnFile | null =
    row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null;
  return {
    status: row.status,
    trialEndsAt,
    startedAt: row.startedAt,
    priceCents: row.priceCents,
    card,
    currentPeriodEndsAt: row.currentPeriodEndsAt,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pastDueSince: row.pastDueSince,
    endedAt: row.endedAt,
  };
}

type RowChanges = Partial<Omit<SubscriptionRow, 'userId' | 'provider' | 'updatedAt'>>;

/** Writes the state (and any pending-checkout or provider fields) back, creating the row the first time. */
export async function saveSubscription(
  db: Executor,
  userId: string,
  provider: SubscriptionRow['provider'],
  state: Subscription,
  now: Date,
  extra: RowChanges = {},
): Promise<void> {
  const values = {
    status: state.status,
    startedAt: state.startedAt,
    priceCents: state.priceCents,
    cardBrand: state.card?.brand ?? null,
    cardLast4: state.card?.last4 ?? null,
    currentPeriodEndsAt: state.currentPeriodEndsAt,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    pastDueSince: state.pastDueSince,
    endedAt: state.endedAt,
    nextReviewAt: nextReviewAt(state, now),
    updatedAt: now,
    ...extra,
  };
  await db
    .insert(subscriptions)
    .values({ userId, provider, ...values })
    .onConflictDoUpdate({ target: subscriptions.userId, set: values });
}
