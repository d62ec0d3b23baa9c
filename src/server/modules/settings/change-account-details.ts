import { eq } from 'drizzle-orm';
import { messages } from '../../../contracts/auth';
import { settingsMessages, type IdentityConfirmation } from '../../../contracts/settings';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Deps } from '../deps';
import { hashPassword } from '../credentials/passwords';
import { setPasswordHash, spendResetTokens } from '../auth/reset-tokens';
import { revokeUserSessions } from '../credentials/session-repository';
import { confirmIdentity } from '../credentials/confirm-identity';

export async function renameAccount(deps: Deps, userId: string, name: string): Promise<void> {
  await deps.db.update(users).set({ name }).where(eq(users.id, userId));
}

const emailTaken = () => new AppError(409, 'email_taken', messages.emailTaken, { email: messages.emailTaken });

/**
 * Changes the sign-in e-mail after the password (or e-mail) confirmation. Both
 * addresses are told, so a hijacked session cannot move an account silently.
 */
export async function changeEmail(
  deps: Deps,
  userId: string,
  input: IdentityConfirmation & { email: string },
): Promise<void> {
  const person = await confirmIdentity(deps, userId, input);
  if (input.email === person.email) {
    throw new AppError(400, 'validation_failed', settingsMessages.sameEmail, { email: settingsMessages.sameEmail });
  }
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (taken) throw emailTaken();
  try {
    await deps.db.transaction(async (tx) => {
      await tx.update(users).set({ email: input.email }).where(eq(users.id, userId));
      // Links sent to the old address must not reset the password of the account it left.
      await spendResetTokens(tx, userId, deps.clock());
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const text = (to: string) =>
    [
      `Olá, ${person.name.split(' ')[0]}!`,
      '',
      `O e-mail de acesso da sua conta no Nutri foi alterado de ${person.email} para ${input.email}.`,
      to === person.email ? 'Se não foi você, responda a este e-mail ou fale com o suporte imediatamente.' : '',
    ].join('\n');
  await deps.email.send({ to: person.email, subject: 'Seu e-mail no Nutri foi alterado', text: text(person.email) });
  await deps.email.send({ to: input.email, subject: 'Seu e-mail no Nutri foi alterado', text: text(input.email) });
}

/**
 * Sets a new password after confirming the current one, and signs out every
 * other device: whoever might know the old password loses their session.
 */
export async function changePassword(
  deps: Deps,
  session: { userId: string; tokenHash: string },
  input: IdentityConfirmation & { newPassword: string },
): Promise<void> {
  const person = await confirmIdentity(deps, session.userId, input);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, session.userId, passwordHash, deps.clock());
    await revokeUserSessions(tx, session.userId, session.tokenHash);
  });
  await deps.email.send({
    to: person.email,
    subject: person.hasPassword ? 'Sua senha do Nutri foi alterada' : 'Você criou uma senha no Nutri',
    text: [
      `Olá, ${person.name.split(' ')[0]}!`,
      '',
      'A senha da sua conta no Nutri foi definida agora, e os outros dispositivos conectados foram desconectados.',
      'Se não foi você, redefina a senha em "Esqueceu a senha?" e fale com o suporte.',
    ].join('\n'),
  });
}
