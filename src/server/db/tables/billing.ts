import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

// ───────────────────────────── Billing (decision 0009) ─────────────────────────────
// Our projection of each person's subscription (the domain state machine in
// src/domain/billing/subscription.ts), the invoices the provider reported,
// e-mails already sent and webhook deliveries already seen. The trial end
// stays on `users.trial_ends_at`; a person without a row is simply in (or
// past) the trial.

export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['trialing', 'active', 'past_due', 'canceled', 'expired'] }).notNull(),
    startedAt: instant('started_at'),
    priceCents: integer('price_cents'),
    cardBrand: text('card_brand', { enum: ['visa', 'mastercard', 'elo', 'amex'] }),
    cardLast4: text('card_last4'),
    currentPeriodEndsAt: instant('current_period_ends_at'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: instant('canceled_at'),
    pastDueSince: instant('past_due_since'),
    endedAt: instant('ended_at'),
    provider: text('provider', { enum: ['sandbox', 'mercadopago'] }).notNull(),
    /** The provider's id of the subscription in force. */
    providerRef: text('provider_ref'),
    /** A hosted checkout started and not completed yet (subscribe or change card). */
    pendingRef: text('pending_ref'),
    pendingKind: text('pending_kind', { enum: ['subscribe', 'update_card'] }),
    pendingUrl: text('pending_url'),
    /** When the pending checkout's price was quoted: it fixes the (launch) price. */
    pendingQuotedAt: instant('pending_quoted_at'),
    pendingExpiresAt: instant('pending_expires_at'),
    /** When the billing job must look at this row again (null: nothing pending). */
    nextReviewAt: instant('next_review_at'),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_ref_key').on(t.provider, t.providerRef),
    uniqueIndex('subscriptions_pending_ref_key').on(t.provider, t.pendingRef),
    index('subscriptions_next_review_idx').on(t.nextReviewAt),
  ],
);

/** Charges as the provider reported them: receipts (paid) and failed attempts. */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    provider: text('provider', { enum: ['sandbox', 'mercadopago'] }).notNull(),
    providerChargeId: text('provider_charge_id').notNull(),
    status: text('status', { enum: ['paid', 'failed', 'pending'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    cardBrand: text('card_brand', { enum: ['visa', 'mastercard', 'elo', 'amex'] }),
    cardLast4: text('card_last4'),
    periodEndsAt: instant('period_ends_at'),
    chargedAt: instant('charged_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    uniqueIndex('billing_invoices_provider_charge_key').on(t.provider, t.providerChargeId),
  ],
);

/** Billing e-mails already sent: each (kind, key) goes out once. */
export const billingNotifications = pgTable(
  'billing_notifications',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['trial_ending', 'subscription_confirmed', 'payment_failed', 'cancellation_confirmed'],
    }).notNull(),
    key: text('key').notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.key] })],
);

/** Webhook deliveries already received (the provider's delivery id), for replays and auditing. */
export const billingWebhookDeliveries = pgTable(
  'billing_webhook_deliveries',
  {
    provider: text('provider').notNull(),
    deliveryId: text('delivery_id').notNull(),
    topic: text('topic').notNull(),
    resourceId: text('resource_id').notNull(),
    receivedAt: instant('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.deliveryId] })],
);

// The sandbox payment provider's own books (PAYMENT_PROVIDER=sandbox): what a
// real provider keeps on its side — checkout sessions, subscriptions with their
// schedule, and every charge attempt. Kept apart from our projection above.

export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  firstChargeAt: instant('first_charge_at'),
  returnUrl: text('return_url').notNull(),
  expiresAt: instant('expires_at').notNull(),
  completedAt: instant('completed_at'),
  createdAt: instant('created_at').notNull(),
});

export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    /** The checkout's id: like Mercado Pago's preapproval, one id from checkout to subscription. */
    id: uuid('id')
      .primaryKey()
      .references(() => sandboxCheckouts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['authorized', 'paused', 'cancelled'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    cardBrand: text('card_brand', { enum: ['visa', 'mastercard', 'elo', 'amex'] }).notNull(),
    cardLast4: text('card_last4').notNull(),
    behaviour: text('behaviour', { enum: ['approve', 'decline', 'fail_renewals'] }).notNull(),
    /** The due date of the charge being collected (kept through retries). */
    dueAt: instant('due_at'),
    /** When to try next (the due date, then the retries); null: nothing scheduled. */
    nextAttemptAt: instant('next_attempt_at'),
    attempt: integer('attempt').notNull().default(0),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('sandbox_subscriptions_due_idx').on(t.status, t.nextAttemptAt)],
);

export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => sandboxSubscriptions.id, { onDelete: 'cascade' }),
    dueAt: instant('due_at').notNull(),
    attempt: integer('attempt').notNull(),
    status: text('status', { enum: ['approved', 'rejected'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    periodEndsAt: instant('period_ends_at'),
    chargedAt: instant('charged_at').notNull(),
  },
  // One attempt per due date and try number: a second app server racing for the same charge hits this key.
  (t) => [uniqueIndex('sandbox_charges_attempt_key').on(t.subscriptionId, t.dueAt, t.attempt)],
);
