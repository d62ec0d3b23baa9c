import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { cardDigits } from '../../../../domain/billing/cards';
import { findTestCard } from '../../../../domain/billing/test-cards';
import type { Database } from '../../../db/client';
import { sandboxCharges, sandboxCheckouts, sandboxSubscriptions } from '../../../db/schema';
import type { PaymentProvider, ProviderSignals, ProviderSubscription } from '../payment-provider';
import { attemptCharge } from './sandbox-charges';

/** A test-mode checkout session lives a day, like a hosted checkout link. */
export const SANDBOX_CHECKOUT_TTL_MS = 86_400_000;
const BATCH = 20;

export class SandboxCheckoutError extends Error {
  constructor(readonly reason: 'not_found' | 'expired' | 'declined') {
    super(reason);
    this.name = 'SandboxCheckoutError';
  }
}

export interface SandboxCard {
  cardNumber: string;
  holderName: string;
}

/**
 * The embedded default payment provider: a simulated card processor whose
 * books live in PostgreSQL (sandbox_* tables). It hosts a test-mode checkout
 * (served by our app at /assinatura/teste/:id), accepts only the documented
 * test cards, charges on schedule from `runDueCharges` (the billing job) on
 * whatever clock it is given, and signals changes like a webhook would.
 * No money moves and no real card number is ever accepted.
 */
export function sandboxProvider(options: { db: Database; clock: () => Date; signals: ProviderSignals }) {
  const { db, clock, signals } = options;

  async function fetchSubscription(ref: string): Promise<ProviderSubscription> {
    const [sub] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.id, ref));
    if (!sub) {
      const [checkout] = await db.select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, ref));
      if (!checkout) throw new Error(`sandbox: unknown subscription ${ref}`);
      const status = checkout.expiresAt <= clock() ? 'cancelled' : 'pending';
      return { ref, status, card: null, authorizedAt: null, charges: [] };
    }
    const card = { brand: sub.cardBrand, last4: sub.cardLast4 };
    const charges = await db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.subscriptionId, ref))
      .orderBy(asc(sandboxCharges.chargedAt));
    return {
      ref,
      status: sub.status === 'authorized' ? 'active' : sub.status,
      card,
      authorizedAt: sub.createdAt,
      charges: charges.map((c) => ({
        id: c.id,
        status: c.status,
        amountCents: c.amountCents,
        at: c.chargedAt,
        periodEndsAt: c.periodEndsAt,
        card,
      })),
    };
  }

  async function setStatus(ref: string, from: Array<'authorized' | 'paused'>, to: 'authorized' | 'paused') {
    await db
      .update(sandboxSubscriptions)
      .set({ status: to })
      .where(and(eq(sandboxSubscriptions.id, ref), inArray(sandboxSubscriptions.status, from)));
  }

  const provider = {
    name: 'sandbox',

    async createCheckout(request) {
      const now = clock();
      const [checkout] = await db
        .insert(sandboxCheckouts)
        .values({
          userId: request.userId,
          amountCents: request.amountCents,
          firstChargeAt: request.firstChargeAt && request.firstChargeAt > now ? request.firstChargeAt : null,
          returnUrl: request.returnUrl,
          expiresAt: new Date(now.getTime() + SANDBOX_CHECKOUT_TTL_MS),
          createdAt: now,
        })
        .returning({ id: sandboxCheckouts.id });
      return { ref: checkout!.id, checkoutUrl: `/assinatura/teste/${checkout!.id}` };
    },

    fetchSubscription,
    pause: (ref) => setStatus(ref, ['authorized'], 'paused'),
    resume: (ref) => setStatus(ref, ['paused'], 'authorized'),

    async cancel(ref) {
      await db
        .update(sandboxSubscriptions)
        .set({ status: 'cancelled', nextAttemptAt: null })
        .where(eq(sandboxSubscriptions.id, ref));
      // An abandoned checkout stops accepting payment.
      await db
        .update(sandboxCheckouts)
        .set({ expiresAt: sql`least(${sandboxCheckouts.expiresAt}, ${clock()})` })
        .where(and(eq(sandboxCheckouts.id, ref), sql`${sandboxCheckouts.completedAt} is null`));
    },

    /** Charges every due attempt; safe with several app servers (row locks, SKIP LOCKED, unique attempts). */
    async runDueCharges(now) {
      for (;;) {
        const charged = await db.transaction(async (tx) => {
          const due = await tx
            .select()
            .from(sandboxSubscriptions)
            .where(and(eq(sandboxSubscriptions.status, 'authorized'), lte(sandboxSubscriptions.nextAttemptAt, now)))
            .orderBy(asc(sandboxSubscriptions.nextAttemptAt))
            .limit(BATCH)
            .for('update', { skipLocked: true });
          const refs: string[] = [];
          for (const sub of due) if (await attemptCharge(tx, sub, now)) refs.push(sub.id);
          return { refs, full: due.length === BATCH };
        });
        for (const ref of charged.refs) await signals.changed(ref);
        if (!charged.full) return;
      }
    },
  } satisfies PaymentProvider;

  return {
    ...provider,

    async getCheckout(id: string, userId: string) {
      const [checkout] = await db
        .select()
        .from(sandboxCheckouts)
        .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.userId, userId)));
      return checkout ?? null;
    },

    /**
     * The test-mode form's "Pagar": the card (already checked against the
     * test list by the route's schema) is authorised, and charged at once
     * when the checkout asks for an immediate first charge.
     */
    async payCheckout(id: string, userId: string, card: SandboxCard): Promise<{ returnUrl: string }> {
      const now = clock();
      const testCard = findTestCard(cardDigits(card.cardNumber));
      if (!testCard) throw new SandboxCheckoutError('declined');
      const result = await db.transaction(async (tx) => {
        const [checkout] = await tx
          .select()
          .from(sandboxCheckouts)
          .where(and(eq(sandboxCheckouts.id, id), eq(sandboxCheckouts.userId, userId)))
          .for('update');
        if (!checkout) throw new SandboxCheckoutError('not_found');
        if (checkout.completedAt) return { returnUrl: checkout.returnUrl, changed: false };
        if (checkout.expiresAt <= now) throw new SandboxCheckoutError('expired');
        if (testCard.behaviour === 'decline') throw new SandboxCheckoutError('declined');
        // Charged right away when subscribing after the trial (or when the trial ended while the form was open).
        const dueAt = checkout.firstChargeAt && checkout.firstChargeAt > now ? checkout.firstChargeAt : now;
        const [sub] = await tx
          .insert(sandboxSubscriptions)
          .values({
            id: checkout.id,
            userId,
            status: 'authorized',
            amountCents: checkout.amountCents,
            cardBrand: testCard.brand,
            cardLast4: testCard.number.slice(-4),
            behaviour: testCard.behaviour,
            dueAt,
            nextAttemptAt: dueAt,
            createdAt: now,
          })
          .returning();
        if (dueAt <= now) await attemptCharge(tx, sub!, now);
        await tx.update(sandboxCheckouts).set({ completedAt: now }).where(eq(sandboxCheckouts.id, id));
        return { returnUrl: checkout.returnUrl, changed: true };
      });
      if (result.changed) await signals.changed(id);
      return { returnUrl: result.returnUrl };
    },
  };
}

export type SandboxProvider = ReturnType<typeof sandboxProvider>;
