import { and, eq, isNull, lt, gt } from 'drizzle-orm';
import { PASSKEY_CHALLENGE_MS } from '../../../domain/credentials/passkeys';
import type { Executor } from '../../db/client';
import { webauthnChallenges } from '../../db/schema';
import { tokenHash } from '../credentials/tokens';

export type ChallengePurpose = 'registration' | 'authentication';

/**
 * Keeps a challenge the server just made (its SHA-256), for 5 minutes: a
 * registration's bound to the account asking, a sign-in's to no one (the
 * passkey names the account). Expired ones are swept on the way.
 */
export async function saveChallenge(
  db: Executor,
  input: { challenge: string; purpose: ChallengePurpose; userId: string | null; userHandle?: string; now: Date },
): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, input.now));
  await db.insert(webauthnChallenges).values({
    challengeHash: tokenHash(input.challenge),
    purpose: input.purpose,
    userId: input.userId,
    userHandle: input.userHandle ?? null,
    expiresAt: new Date(input.now.getTime() + PASSKEY_CHALLENGE_MS),
  });
}

/**
 * Spends the challenge the browser signed, in one DELETE: true once, for an
 * unexpired challenge of this purpose (and account), with the user.id a
 * registration offered; null for one unknown,
 * expired, of someone else or already spent — so an answer replayed, or sent
 * twice at once, is accepted once.
 */
export async function spendChallenge(
  db: Executor,
  input: { challenge: string; purpose: ChallengePurpose; userId: string | null; now: Date },
): Promise<{ userHandle: string | null } | null> {
  const spent = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challengeHash, tokenHash(input.challenge)),
        eq(webauthnChallenges.purpose, input.purpose),
        input.userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, input.userId),
        gt(webauthnChallenges.expiresAt, input.now),
      ),
    )
    .returning({ userHandle: webauthnChallenges.userHandle });
  return spent[0] ?? null;
}
