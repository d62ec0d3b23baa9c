import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { messages, type loginSchema } from '../../../contracts/auth';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { afterFirstFactor, type Browser, type SignInDeps } from './finish-sign-in';
import { startLoginAttempt } from './login-limits';
import { decoyHash, verifyPassword } from '../credentials/passwords';

type LoginData = z.output<typeof loginSchema>;

/** The password step: a session, or (two factors on, browser not remembered) a pending second step. */
export async function logIn(deps: SignInDeps, data: LoginData, meta: { ip: string; browser: Browser }) {
  const now = deps.clock();
  const attempt = await startLoginAttempt(deps.db, data.email, meta.ip, now);

  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, data.email));
  // Unknown e-mail or Google-only account: verify against a decoy so timing tells nothing.
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), data.password);
  if (!user || !user.passwordHash || !valid) {
    deps.log.info({ reason: 'invalid_credentials' }, 'login failed');
    throw new AppError(401, 'invalid_credentials', messages.invalidCredentials);
  }
  await attempt.succeeded();
  const outcome = await afterFirstFactor(deps, {
    userId: user.id,
    persistent: data.remember,
    browser: meta.browser,
    way: 'sign_in_password',
  });
  return { userId: user.id, outcome };
}
