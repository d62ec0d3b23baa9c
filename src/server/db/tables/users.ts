import { boolean, date, integer, pgTable, primaryKey, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';

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
    // Not mapped: `state_version` and `day_version` (bigint), which triggers move whenever the person's row,
    // profile, consents or subscription state change (migration 0016), and their day's meal totals or water
    // (migration 0017). Only the hot routes' raw statements read them (session-versions.ts).
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), uniqueIndex('users_google_subject_key').on(t.googleSubject)],
);

export const consents = pgTable(
  'consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['terms', 'disclaimer', 'health_data'] }).notNull(),
    version: text('version').notNull(),
    acceptedAt: instant('accepted_at').notNull(),
    /** Set when the person withdraws it (LGPD art. 8, § 5; only the health-data consent offers that). */
    withdrawnAt: instant('withdrawn_at'),
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
  /** The goal weight and the weekly rate toward it, both or neither (migration 0025, decision 0053). */
  goalWeightKg: real('goal_weight_kg'),
  weeklyRateKg: real('weekly_rate_kg'),
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
    /** When this session last proved the second factor (decision 0042): sensitive actions need it recent. */
    secondFactorAt: instant('second_factor_at'),
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
