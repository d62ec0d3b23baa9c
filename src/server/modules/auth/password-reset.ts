import { eq } from 'drizzle-orm';
import { passwordResetTokens, users } from '../../db/schema';
import { addressKey } from '../../http/address-key';
import { AppError } from '../../http/app-error';
import { consume, retryAt, tooManyRequests } from '../../http/rate-limiter';
import type { Deps } from '../deps';
import { hashPassword } from '../credentials/passwords';
import { revokeUserSessions } from '../credentials/session-repository';
import { setPasswordHash, spendResetToken } from './reset-tokens';
import { newToken, tokenHash } from '../credentials/tokens';

/** A reset link works once, for 30 minutes. */
export const RESET_TOKEN_TTL_MS = 30 * 60_000;
/** At most 3 links per account and 20 per address an hour, so the form cannot be used to flood an inbox. */
const RESET_LIMITS = { perEmail: 3, perIp: 20, windowMs: 3_600_000 };

/**
 * Ends the same way for the caller (202, or 429 past the limits), whether or
 * not the e-mail has an account, so the form cannot be used to discover accounts.
 */
export async function requestPasswordReset(deps: Deps, email: string, ip: string): Promise<void> {
  const now = deps.clock();
  const { windowMs } = RESET_LIMITS;
  // The same limits whether or not the e-mail has an account: a 429 reveals nothing.
  await consume(
    deps.db,
    [
      { key: `reset:email:${email}`, max: RESET_LIMITS.perEmail, windowMs, subject: email },
      { key: `reset:ip:${addressKey(ip)}`, max: RESET_LIMITS.perIp, windowMs },
    ],
    now,
    (over) =>
      tooManyRequests(
        'too_many_requests',
        (wait) => `Muitos pedidos de redefinição de senha. Tente novamente ${wait}.`,
        retryAt(over),
        now,
      ),
  );
  const [user] = await deps.db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email));
  if (!user) return;
  await sendResetLink(deps, { ...user, email }, now);
}

/** A new single-use link to /redefinir-senha, valid 30 minutes, e-mailed to the account's address. */
export async function sendResetLink(
  deps: Pick<Deps, 'db' | 'email' | 'appUrl'>,
  user: { id: string; name: string; email: string },
  now: Date,
  words: { intro: string; outro: string } = {
    intro: 'Recebemos um pedido para redefinir a senha da sua conta no Nutri.',
    outro: 'Se não foi você, ignore este e-mail: sua senha continua a mesma.',
  },
): Promise<void> {
  const token = newToken();
  await deps.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: tokenHash(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  const link = new URL(`/redefinir-senha?token=${token}`, deps.appUrl).toString();
  await deps.email.send({
    to: user.email,
    subject: 'Redefinição de senha do Nutri',
    text: [
      `Olá, ${user.name.split(' ')[0]}!`,
      '',
      words.intro,
      `Para criar uma nova senha, abra este link (válido por 30 minutos e uma única vez):`,
      link,
      '',
      words.outro,
    ].join('\n'),
  });
}

const invalidToken = () =>
  new AppError(400, 'invalid_reset_token', 'Este link de redefinição é inválido ou expirou. Peça um novo.');

/** Sets the new password, spends the token (and every other pending one) and signs the person out everywhere. */
export async function resetPassword(deps: Deps, token: string, password: string): Promise<void> {
  const now = deps.clock();
  const hash = tokenHash(token);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const userId = await spendResetToken(tx, hash, now);
    if (!userId) throw invalidToken();
    await setPasswordHash(tx, userId, passwordHash, now);
    await revokeUserSessions(tx, userId);
  });
}
