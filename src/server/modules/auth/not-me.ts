import { and, eq, gt, isNull } from 'drizzle-orm';
import { pendingSignIns, signInAlertTokens, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Deps } from '../deps';
import { sendResetLink } from './password-reset';
import { revokeUserSessions } from '../credentials/session-repository';
import { tokenHash } from '../credentials/tokens';
import { forgetEveryDevice } from '../devices/known-devices';
import { deleteEveryPasskey } from '../credentials/passkey-repository';

const invalidLink = () =>
  new AppError(
    400,
    'invalid_alert_token',
    'Este link "Não fui eu" é inválido, já foi usado ou expirou. Se ainda suspeita de um acesso, redefina a senha em "Esqueceu a senha?".',
  );

/**
 * "Não fui eu" (decision 0042): spends the alert's link, ends every session of
 * the account (this browser's too), stops every waiting second step, forgets
 * every remembered device, removes every passkey (one the intruder added would
 * outlive the new password, decision 0052) and e-mails a new password-reset link. It does not
 * hand out a reset link itself: the alert's link lives 7 days, a reset link 30
 * minutes, and an old e-mail should not be worth an account.
 */
export async function notMe(deps: Pick<Deps, 'db' | 'email' | 'clock' | 'appUrl' | 'log'>, token: string) {
  const now = deps.clock();
  const person = await deps.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(signInAlertTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(signInAlertTokens.tokenHash, tokenHash(token)),
          isNull(signInAlertTokens.usedAt),
          gt(signInAlertTokens.expiresAt, now),
        ),
      )
      .returning({ userId: signInAlertTokens.userId });
    if (!spent) throw invalidLink();
    await revokeUserSessions(tx, spent.userId);
    await tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, spent.userId));
    await forgetEveryDevice(tx, spent.userId);
    await deleteEveryPasskey(tx, spent.userId);
    const [user] = await tx
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, spent.userId));
    return user!;
  });
  deps.log.info({ userId: person.id }, 'sign-in reported as not the owner: every session ended');
  await sendResetLink(deps, person, now, {
    intro:
      'Você avisou que não reconhece um acesso à sua conta: encerramos todas as sessões, esquecemos os dispositivos lembrados e removemos as passkeys.',
    outro:
      'Depois de criar a nova senha, confira em Configurações → Segurança os dispositivos conectados e adicione de novo as suas passkeys.',
  });
}
