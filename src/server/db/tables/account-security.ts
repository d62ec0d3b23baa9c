import { bigint, boolean, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

// ──────────── Two-factor sign-in, devices and sign-in alerts ──────────────────
// docs/decisions/0042-account-security.md. Every secret here is stored as its
// SHA-256, except the TOTP secret, which must be read back to check a code and
// is kept sealed with AES-256-GCM under a key derived from SESSION_SECRET.

/** One TOTP secret per person; `enabledAt` null while the set-up waits for its first code. */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: instant('enabled_at'),
  /** The 30-second step of the last code accepted: a code of that step or an earlier one is refused (replay). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
  createdAt: instant('created_at').notNull(),
});

/** Ten one-time recovery codes per set-up, as SHA-256; `usedAt` once spent. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** A right password of an account with two factors: the second step's ticket (HttpOnly cookie), never a session. */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** "Lembrar de mim" as ticked on the password step, for the session the second step opens. */
    persistent: boolean('persistent').notNull(),
    userAgent: text('user_agent'),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tokenHash] }),
    uniqueIndex('pending_sign_ins_token_hash_key').on(t.tokenHash),
  ],
);

/** Browsers a person signed in from (the device cookie's SHA-256): a new one is told by e-mail. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: instant('created_at').notNull(),
    lastSeenAt: instant('last_seen_at').notNull(),
    /** "Lembrar este dispositivo por 30 dias": no second step until then. */
    trustedUntil: instant('trusted_until'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    uniqueIndex('known_devices_user_token_key').on(t.userId, t.tokenHash),
  ],
);

/** The "Não fui eu" link of a sign-in alert: single use, for 7 days. */
export const signInAlertTokens = pgTable(
  'sign_in_alert_tokens',
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
    uniqueIndex('sign_in_alert_tokens_token_hash_key').on(t.tokenHash),
  ],
);
