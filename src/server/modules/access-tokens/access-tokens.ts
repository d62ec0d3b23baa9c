import { recordAuditEvent, recordTokenUse } from '../audit-log/audit-log-repository';
import {
  ACCESS_TOKEN_PREFIX,
  ACCESS_TOKENS_MAX,
  type AccessTokenCreate,
  type AccessTokenCreated,
  type AccessTokenScope,
} from '../../../contracts/access-tokens';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { consume, giveBack, retryAt, tooManyRequests } from '../../http/rate-limiter';
import { newToken, tokenHash } from '../credentials/tokens';
import {
  countAccessTokens,
  deleteAccessToken,
  findByTokenHash,
  insertAccessToken,
  lockPersonTokens,
  toAccessTokenDto,
  touchLastUsed,
} from './access-token-repository';

const HOUR_MS = 60 * 60 * 1000;
/** Creations per person per hour: setting up a few assistants, not a script minting tokens. */
export const ACCESS_TOKEN_CREATIONS_PER_HOUR = 20;
/** The token's first characters after the prefix, kept to tell tokens apart in the list. */
const PREVIEW_CHARS = 4;
/** nutri_pat_ + 43 base64url characters (256 random bits); anything longer is not one of ours. */
const TOKEN_MAX_LENGTH = 100;

interface TokenDeps {
  db: Database;
  clock: () => Date;
}

/**
 * POST /api/settings/tokens: a new token, returned this once. The random
 * part is 256 bits (newToken), so a SHA-256 without salt or stretching is
 * enough to store it (there is nothing to brute-force, unlike a password).
 */
export async function createAccessToken(
  deps: TokenDeps,
  userId: string,
  input: AccessTokenCreate,
): Promise<AccessTokenCreated> {
  const now = deps.clock();
  const taken = await consume(
    deps.db,
    [
      {
        key: `access-token-create:user:${userId}`,
        max: ACCESS_TOKEN_CREATIONS_PER_HOUR,
        windowMs: HOUR_MS,
        subject: userId,
      },
    ],
    now,
    (over) =>
      tooManyRequests(
        'too_many_requests',
        (wait) => `Muitos tokens criados em pouco tempo. Tente de novo ${wait}.`,
        retryAt(over),
        now,
      ),
  );
  const token = `${ACCESS_TOKEN_PREFIX}${newToken()}`;
  // A creation refused for want of room did no work: its unit goes back (decision 0019).
  const row = await deps.db
    .transaction(async (tx) => {
      await lockPersonTokens(tx, userId);
      if ((await countAccessTokens(tx, userId)) >= ACCESS_TOKENS_MAX) {
        throw new AppError(
          409,
          'access_tokens_full',
          `Você já tem ${ACCESS_TOKENS_MAX} tokens. Revogue algum que não usa mais para criar outro.`,
        );
      }
      const inserted = await insertAccessToken(tx, {
        userId,
        name: input.name,
        scope: input.scope,
        tokenHash: tokenHash(token),
        preview: token.slice(0, ACCESS_TOKEN_PREFIX.length + PREVIEW_CHARS),
        now,
      });
      await recordAuditEvent(tx, { userId, kind: 'token_created', at: now, detail: input.name, subject: inserted.id });
      return inserted;
    })
    .catch(async (error: unknown) => {
      await giveBack(deps.db, taken);
      throw error;
    });
  return { ...toAccessTokenDto(row), token };
}

export async function revokeAccessToken(deps: TokenDeps, userId: string, id: string): Promise<boolean> {
  return deleteAccessToken(deps.db, userId, id);
}

export interface TokenHolder {
  userId: string;
  tokenId: string;
  scope: AccessTokenScope;
}

/**
 * Who a bearer token belongs to, or null (missing, malformed, unknown or
 * revoked: all look the same from outside). Marks the token used.
 */
export async function authenticateAccessToken(deps: TokenDeps, token: string): Promise<TokenHolder | null> {
  if (!token.startsWith(ACCESS_TOKEN_PREFIX) || token.length > TOKEN_MAX_LENGTH) return null;
  const row = await findByTokenHash(deps.db, tokenHash(token));
  if (!row) return null;
  const now = deps.clock();
  await touchLastUsed(deps.db, row, now);
  await recordTokenUse(deps.db, { userId: row.userId, tokenId: row.id, tokenName: row.name, at: now });
  return { userId: row.userId, tokenId: row.id, scope: row.scope };
}
