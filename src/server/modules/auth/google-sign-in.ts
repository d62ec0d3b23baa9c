import { eq } from 'drizzle-orm';
import { trialEndFrom } from '../../../domain/billing/trial';
import type { OidcIdentity } from '../../adapters/oauth/oidc-client';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Deps } from '../deps';
import { recordAuditEvent } from '../audit-log/audit-log-repository';

/**
 * Finds the account of a Google identity: the account linked to that subject,
 * else the account with the same verified e-mail (linked now), else a new
 * account whose consents are asked on the first onboarding step. The caller
 * opens the session, or the second step of an account with two factors.
 */
export async function googleAccount(deps: Deps, identity: OidcIdentity): Promise<{ userId: string; created: boolean }> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [linked] = await tx.select({ id: users.id }).from(users).where(eq(users.googleSubject, identity.subject));
    if (linked) return { userId: linked.id, created: false };
    if (!identity.emailVerified) {
      throw new AppError(400, 'oauth_failed', 'Sua conta Google não tem um e-mail verificado.');
    }
    const [sameEmail] = await tx.select({ id: users.id }).from(users).where(eq(users.email, identity.email));
    if (sameEmail) {
      await tx.update(users).set({ googleSubject: identity.subject }).where(eq(users.id, sameEmail.id));
      return { userId: sameEmail.id, created: false };
    }
    const name = identity.name?.trim() || identity.email.split('@')[0] || 'Pessoa';
    const [created] = await tx
      .insert(users)
      .values({
        email: identity.email,
        name,
        googleSubject: identity.subject,
        trialEndsAt: trialEndFrom(now),
        createdAt: now,
      })
      .returning({ id: users.id });
    if (!created) throw new Error('insert returned no row');
    await recordAuditEvent(tx, { userId: created.id, kind: 'sign_up', at: now, detail: 'Com o Google' });
    deps.log.info({ userId: created.id }, 'account created with Google');
    return { userId: created.id, created: true };
  });
}
