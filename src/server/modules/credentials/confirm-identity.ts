import { eq } from 'drizzle-orm';
import { settingsMessages, type IdentityConfirmation } from '../../../contracts/settings';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { notFound } from '../../http/not-found';
import { clear, consume, retryAt, tooManyRequests } from '../../http/rate-limiter';
import { verifyPassword } from './passwords';

/** Wrong passwords typed into settings: 5 in 15 minutes, as for logins, so a borrowed session cannot guess it. */
const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;

export interface ConfirmedPerson {
  id: string;
  email: string;
  name: string;
  hasPassword: boolean;
}

/**
 * Asks again who is there before a sensitive change (e-mail, password,
 * deletion): the current password, or for an account without one (created
 * with Google) the account's e-mail typed in full (decision 0015).
 */
export async function confirmIdentity(
  deps: { db: Database; clock: () => Date },
  userId: string,
  input: IdentityConfirmation,
): Promise<ConfirmedPerson> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, name: users.name, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound('account');
  const person = { id: user.id, email: user.email, name: user.name, hasPassword: user.passwordHash !== null };
  if (!user.passwordHash) {
    if ((input.confirmEmail ?? '').toLowerCase() !== user.email) {
      const message = settingsMessages.confirmEmailMismatch;
      throw new AppError(400, 'validation_failed', message, { confirmEmail: message });
    }
    return person;
  }
  if (!input.password) {
    const message = settingsMessages.passwordRequired;
    throw new AppError(400, 'validation_failed', message, { password: message });
  }
  const now = deps.clock();
  // Taken before the password is checked, so parallel guesses cannot all be tried; a right one clears it.
  const limit = { key: `confirm:user:${userId}`, max: MAX_FAILURES, windowMs: WINDOW_MS, subject: userId };
  await consume(deps.db, [limit], now, (over) =>
    tooManyRequests(
      'too_many_attempts',
      (wait) => `Muitas tentativas com a senha errada. Tente novamente ${wait}.`,
      retryAt(over),
      now,
    ),
  );
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError(403, 'wrong_password', settingsMessages.wrongPassword, {
      password: settingsMessages.wrongPassword,
    });
  }
  await clear(deps.db, [limit.key]);
  return person;
}
