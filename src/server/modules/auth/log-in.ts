import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { messages, type loginSchema } from '../../../contracts/auth';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { clearEvents, recordEvent, waitPhrase, windowState } from '../../http/rate-limit';
import type { Deps } from '../deps';
import { decoyHash, verifyPassword } from './passwords';
import { createSession } from './session-store';

type LoginData = z.output<typeof loginSchema>;

/** 5 failed attempts in 15 minutes, per account or per address, lock logins until the window frees up. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MS = 15 * 60_000;

const keys = (email: string, ip: string) => [`login-failure:email:${email}`, `login-failure:ip:${ip}`];

export async function logIn(deps: Deps, data: LoginData, meta: { ip: string; userAgent?: string | undefined }) {
  const now = deps.clock();
  const [emailKey, ipKey] = keys(data.email, meta.ip) as [string, string];
  await refuseWhenLocked(deps, [emailKey, ipKey], now);

  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, data.email));
  // Unknown e-mail or Google-only account: verify against a decoy so timing tells nothing.
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), data.password);
  if (!user || !user.passwordHash || !valid) {
    await recordEvent(deps.db, [emailKey, ipKey], now);
    deps.log.info({ reason: 'invalid_credentials' }, 'login failed');
    throw new AppError(401, 'invalid_credentials', messages.invalidCredentials);
  }
  await clearEvents(deps.db, emailKey);
  const token = await createSession(deps.db, {
    userId: user.id,
    persistent: data.remember,
    now,
    userAgent: meta.userAgent,
  });
  return { userId: user.id, token };
}

async function refuseWhenLocked(deps: Deps, keysToCheck: string[], now: Date) {
  for (const key of keysToCheck) {
    const state = await windowState(deps.db, key, LOGIN_WINDOW_MS, now);
    if (state.count >= LOGIN_MAX_FAILURES && state.resetsAt) {
      const seconds = Math.max(1, Math.ceil((state.resetsAt.getTime() - now.getTime()) / 1000));
      throw new AppError(
        429,
        'too_many_attempts',
        `Muitas tentativas de login sem sucesso. Tente novamente ${waitPhrase(state.resetsAt, now)}.`,
        undefined,
        { 'Retry-After': String(seconds) },
      );
    }
  }
}
