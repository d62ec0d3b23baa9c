import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { messages, type loginSchema } from '../../../contracts/auth';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Deps } from '../deps';
import { startLoginAttempt } from './login-limits';
import { decoyHash, verifyPassword } from './passwords';
import { createSession } from './session-repository';

type LoginData = z.output<typeof loginSchema>;

export async function logIn(deps: Deps, data: LoginData, meta: { ip: string; userAgent?: string | undefined }) {
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
  const token = await createSession(deps.db, {
    userId: user.id,
    persistent: data.remember,
    now,
    userAgent: meta.userAgent,
  });
  return { userId: user.id, token };
}
