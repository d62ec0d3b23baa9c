import { type BillingEmail, sendOnce } from './billing-emails';
import { type BillingDeps, manageSubscriptionUrl } from './billing-deps';
import { foldProviderFacts } from './fold-provider-facts';
import { type ProviderFacts, readProviderFacts } from './provider-facts';
import { loadSubscription, saveSubscription, userIdForProviderRef } from './subscription-repository';
import { transitionEmails } from './transition-emails';

/** Rounds of "read the provider, then apply" before giving up to the job's next pass. */
const MAX_ROUNDS = 5;

/** A provider signal (webhook, sandbox event) about `ref`: re-read everything about its owner. */
export async function syncSubscription(deps: BillingDeps, ref: string): Promise<void> {
  const userId = await userIdForProviderRef(deps.db, ref);
  if (!userId) {
    deps.log.warn({ ref }, 'billing: signal about a subscription we do not know');
    return;
  }
  await reconcileSubscription(deps, userId);
}

type Snapshot = NonNullable<Awaited<ReturnType<typeof loadSubscription>>>;
type Applied = { kind: 'saved'; emails: BillingEmail[] } | { kind: 'changed' } | { kind: 'cancel'; refs: string[] };

/**
 * Brings the person's subscription in line with the provider. Safe to run any
 * number of times, in any order, on any number of servers.
 *
 * The provider is only ever called outside a transaction (a slow provider
 * must not hold the person's lock or a pooled connection): read the row,
 * ask the provider, then apply its answer in a short transaction that first
 * checks the row is still the one we read (else start over). When the answer
 * means a provider subscription must stop (replaced, abandoned, access over),
 * nothing is saved: it is cancelled first, outside, and the same answer is
 * applied again, so we never record a state the provider does not honour yet.
 */
export async function reconcileSubscription(deps: BillingDeps, userId: string): Promise<void> {
  const cancelled = new Set<string>();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const snapshot = await loadSubscription(deps.db, userId);
    if (!snapshot?.row) return;
    const facts = await readProviderFacts(deps.payments, snapshot.row);
    let applied = await applyFacts(deps, userId, snapshot, facts, cancelled);
    while (applied.kind === 'cancel') {
      for (const ref of applied.refs) {
        await deps.payments.cancel(ref);
        cancelled.add(ref);
      }
      applied = await applyFacts(deps, userId, snapshot, facts, cancelled);
    }
    if (applied.kind === 'saved') {
      await sendAll(deps, applied.emails);
      return;
    }
  }
  throw new Error('billing: the subscription kept changing while we read the provider; the job tries again');
}

async function applyFacts(
  deps: BillingDeps,
  userId: string,
  snapshot: Snapshot,
  facts: ProviderFacts,
  cancelled: ReadonlySet<string>,
): Promise<Applied> {
  const link = manageSubscriptionUrl(deps.appUrl);
  try {
    return await deps.db.transaction(async (tx): Promise<Applied> => {
      const found = await loadSubscription(tx, userId, { forUpdate: true });
      if (!found?.row || versionOf(found) !== versionOf(snapshot)) return { kind: 'changed' };
      const now = deps.clock();
      const person = { trialEndsAt: found.trialEndsAt, row: found.row };
      const folded = await foldProviderFacts(tx, person, facts, cancelled, now);
      // Roll back (the invoices the fold recorded too): they are recorded with the state on the next pass.
      if (folded.mustCancel.length > 0) throw new CancelFirst(folded.mustCancel);
      await saveSubscription(tx, userId, found.row.provider, folded.state, now, folded.extra);
      const to = { userId, email: found.email, name: found.name };
      return {
        kind: 'saved',
        emails: transitionEmails(to, folded.before, folded.state, now, link, folded.failedFirstCharges),
      };
    });
  } catch (error) {
    if (error instanceof CancelFirst) return { kind: 'cancel', refs: error.refs };
    throw error;
  }
}

class CancelFirst extends Error {
  constructor(readonly refs: string[]) {
    super('provider subscriptions to cancel before saving');
  }
}

/** Everything the decision depends on: if any of it changed since the provider was read, start over. */
function versionOf(found: Snapshot): string {
  return JSON.stringify([found.trialEndsAt, found.row]);
}

export async function sendAll(deps: BillingDeps, emails: BillingEmail[]): Promise<void> {
  for (const email of emails) await sendOnce(deps, email, deps.clock());
}
