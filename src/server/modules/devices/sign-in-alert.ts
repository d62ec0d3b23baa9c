import { signInAlertEmail, signInAlertNotification } from '../../../domain/credentials/sign-in-alert';
import { notifications, signInAlertTokens } from '../../db/schema';
import type { Deps } from '../deps';
import { newToken, tokenHash } from '../credentials/tokens';
import { pushToPerson } from '../push/send-push';

/** The "Não fui eu" link works once, for 7 days: long enough for an e-mail read late. */
export const NOT_ME_TOKEN_TTL_MS = 7 * 86_400_000;

/**
 * A sign-in from a device new to the account (decision 0042): an e-mail with
 * the time, the device and a "Não fui eu" link, and the same news in the app's
 * notifications, and by push on the person's devices (decision 0049). A mail server that is down must not undo the sign-in, so a
 * failure is logged (without the address) and the session stays.
 */
export async function sendSignInAlert(
  deps: Pick<Deps, 'db' | 'email' | 'log' | 'appUrl' | 'clock' | 'push'>,
  person: { userId: string; email: string; name: string },
  userAgent: string | undefined,
  now: Date,
): Promise<void> {
  try {
    const token = newToken();
    await deps.db.insert(signInAlertTokens).values({
      userId: person.userId,
      tokenHash: tokenHash(token),
      expiresAt: new Date(now.getTime() + NOT_ME_TOKEN_TTL_MS),
    });
    const notice = signInAlertNotification(userAgent, now);
    await deps.db
      .insert(notifications)
      .values({
        userId: person.userId,
        kind: 'new_sign_in',
        key: `${now.toISOString()}:${tokenHash(token).slice(0, 8)}`,
        ...notice,
        link: '/dashboard/settings#seguranca',
        createdAt: now,
      })
      .onConflictDoNothing();
    const email = signInAlertEmail({
      firstName: person.name.split(' ')[0] ?? person.name,
      userAgent,
      at: now,
      notMeLink: new URL(`/nao-fui-eu?token=${token}`, deps.appUrl).toString(),
      devicesLink: new URL('/dashboard/settings#seguranca', deps.appUrl).toString(),
    });
    await deps.email.send({ to: person.email, ...email });
    if (deps.push) {
      await pushToPerson({ ...deps, push: deps.push }, person.userId, {
        ...notice,
        url: '/dashboard/settings#seguranca',
        tag: 'sign-in',
      });
    }
  } catch (error) {
    deps.log.warn({ userId: person.userId, err: error }, 'sign-in alert not sent');
  }
}
