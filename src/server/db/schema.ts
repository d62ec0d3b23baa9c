import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * One schema for the embedded and the external PostgreSQL. Instants are
 * `timestamptz` (UTC); user-owned tables lead with `user_id` in their keys so
 * they can be distributed by user later (ARCHITECTURE.md, "Scale path").
 */
const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    googleSubject: text('google_subject'),
    avatarUrl: text('avatar_url'),
    trialEndsAt: instant('trial_ends_at').notNull(),
    onboardingCompletedAt: instant('onboarding_completed_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_google_subject_key').on(t.googleSubject)],
);

export const consents = pgTable(
  'consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['terms', 'disclaimer'] }).notNull(),
    version: text('version').notNull(),
    acceptedAt: instant('accepted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.version] })],
);

export const profiles = pgTable('profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  goal: text('goal', { enum: ['lose', 'maintain', 'gain', 'health'] }).notNull(),
  activity: text('activity', { enum: ['sedentary', 'light', 'moderate', 'active', 'athlete'] }).notNull(),
  sex: text('sex', { enum: ['female', 'male'] }).notNull(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  heightCm: real('height_cm').notNull(),
  weightKg: real('weight_kg').notNull(),
  mealsPerDay: integer('meals_per_day').notNull(),
  energyKcal: integer('energy_kcal').notNull(),
  proteinG: integer('protein_g').notNull(),
  carbsG: integer('carbs_g').notNull(),
  fatG: integer('fat_g').notNull(),
  waterMl: integer('water_ml').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

/** Server-side sessions; the cookie holds a random token, the table its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    persistent: boolean('persistent').notNull(),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tokenHash] }), uniqueIndex('sessions_token_hash_key').on(t.tokenHash)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tokenHash] }),
    uniqueIndex('password_reset_token_hash_key').on(t.tokenHash),
  ],
);

/**
 * Sliding-window rate-limit events (failed logins, reset requests, later AI
 * calls), kept in the database so every app server sees the same counts.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    at: instant('at').notNull(),
  },
  (t) => [index('rate_limit_events_key_at_idx').on(t.key, t.at)],
);

/** Development outbox: e-mails kept here when no SMTP server is configured. */
export const outboxEmails = pgTable('outbox_emails', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: instant('created_at')
    .notNull()
    .default(sql`now()`),
});

// ── Photos and meals (issue #4) ──────────────────────────────────────────────

/**
 * A meal photo after the image pipeline (re-encoded JPEG ≤ 1280 px without
 * metadata, and a ≤ 320 px thumbnail), stored through the storage adapter.
 * Served only to its owner; `sha256` is of the original upload (dedupe, cache).
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbStorageKey: text('thumb_storage_key').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('photos_user_sha256_key').on(t.userId, t.sha256),
    index('photos_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** What a vision model named on a photo, cached per person, image, model and prompt version. */
export const photoAnalyses = pgTable(
  'photo_analyses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sha256: text('sha256').notNull(),
    model: text('model').notNull(),
    promptVersion: text('prompt_version').notNull(),
    result: jsonb('result').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sha256, t.model, t.promptVersion] })],
);

const nutrientColumns = () => ({
  energyKcal: real('energy_kcal'),
  proteinG: real('protein_g'),
  carbsG: real('carbs_g'),
  fatG: real('fat_g'),
  fiberG: real('fiber_g'),
  sodiumMg: real('sodium_mg'),
});

/**
 * A logged meal. Its items keep the figures they were logged with (a later
 * catalog correction does not rewrite history); totals are stored for lists
 * and statistics; `searchText` holds the items' names in search-key form.
 */
export const meals = pgTable(
  'meals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: text('slot', { enum: ['cafe', 'almoco', 'lanche', 'jantar', 'ceia'] }).notNull(),
    eatenAt: instant('eaten_at').notNull(),
    /** The São Paulo date of `eatenAt` (docs/decisions/0004-time-zone.md). */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    note: text('note'),
    ...nutrientColumns(),
    incompleteNutrients: text('incomplete_nutrients').array().notNull(),
    searchText: text('search_text').notNull(),
    catalogVersion: text('catalog_version').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('meals_user_eaten_idx').on(t.userId, t.eatenAt.desc(), t.id.desc()),
    index('meals_user_local_date_idx').on(t.userId, t.localDate),
  ],
);

export const mealItems = pgTable(
  'meal_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mealId: uuid('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    foodId: text('food_id').notNull(),
    foodName: text('food_name').notNull(),
    quantity: real('quantity').notNull(),
    unit: text('unit').notNull(),
    measureId: text('measure_id'),
    grams: real('grams').notNull(),
    ...nutrientColumns(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mealId, t.position] })],
);

// ── Water and weight (issue #5) ──────────────────────────────────────────────

/** A glass of water (or any amount) drunk; summed per São Paulo day. */
export const waterIntakes = pgTable(
  'water_intakes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ml: integer('ml').notNull(),
    at: instant('at').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
  },
  (t) => [index('water_user_local_date_idx').on(t.userId, t.localDate)],
);

/** One weight per person and São Paulo day (the last one logged that day wins). */
export const weights = pgTable(
  'weights',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    weightKg: real('weight_kg').notNull(),
    loggedAt: instant('logged_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localDate] })],
);

// ───────────────────────────── Billing (issue #7) ─────────────────────────────
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

// ──────────── Settings, notifications and support (issue #5, settings) ────────────
// Per-person preferences, in-app notifications (generated idempotently: one
// row per (person, kind, key), so any number of app servers may generate at
// once) and help-centre contact requests. See
// docs/decisions/0015-notifications-and-account-deletion.md.

export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  trialReminders: boolean('trial_reminders').notNull().default(true),
  streakMilestones: boolean('streak_milestones').notNull().default(true),
  weeklySummary: boolean('weekly_summary').notNull().default(true),
  /** Set when the person typed their own targets; cleared when they recompute them from the profile. */
  targetsOverriddenAt: instant('targets_overridden_at'),
  /** The uploaded profile photo in photo storage (re-encoded, no metadata); `users.avatar_url` points at it. */
  avatarStorageKey: text('avatar_storage_key'),
  updatedAt: instant('updated_at').notNull(),
});

export const notifications = pgTable(
  'notifications',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind', { enum: ['trial_ending', 'trial_last_day', 'streak_milestone', 'weekly_summary'] }).notNull(),
    /** What makes it unique within its kind (the trial end, the streak start and length, the week). */
    key: text('key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: instant('created_at').notNull(),
    readAt: instant('read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    uniqueIndex('notifications_user_kind_key').on(t.userId, t.kind, t.key),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** 'Fale conosco' requests from the help centre; the person's own are removed with their account. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('support_requests_user_idx').on(t.userId)],
);
