import { bigint, boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

// ──────────── Passkeys (WebAuthn) ─────────────────────────────────────────────
// docs/decisions/0052-passkeys.md. A public key is no secret: a copy of the
// database gives nobody a way in. The challenges are kept as SHA-256 all the same.

/** One row per passkey a person added in Settings → Segurança. */
export const passkeys = pgTable(
  'passkeys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    /** The credential's id, base64url, as the browser sends it back at sign-in. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The account's WebAuthn user.id (random, base64url): what a discoverable passkey answers as userHandle. */
    userHandle: text('user_handle').notNull(),
    /** The authenticator's signature counter (0 for passkeys that do not count, as synced ones). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    /** Synced to the person's cloud account (iCloud Keychain, Google Password Manager…). */
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] }), uniqueIndex('passkeys_credential_id_key').on(t.credentialId)],
);

/** A registration's or a sign-in's challenge (SHA-256): spent once, within minutes. */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    /** 'registration' (of `userId`'s account) or 'authentication' (no account known yet). */
    purpose: text('purpose').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A registration's offered user.id: the answer does not repeat it. */
    userHandle: text('user_handle'),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('webauthn_challenges_expires_at_idx').on(t.expiresAt)],
);
