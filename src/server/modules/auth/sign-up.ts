import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { messages, type signupSchema } from '../../../contracts/auth';
import { DISCLAIMER_VERSION, TERMS_VERSION } from '../../../contracts/legal';
import { trialEndFrom } from '../../../domain/billing/trial';
import { consents, users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Deps } from '../deps';
import { hashPassword } from './passwords';
import { createSession } from './session-store';
import { isUniqueViolation } from '../../db/errors';

type SignupData = z.output<typeof signupSchema>;

const emailTaken = () => new AppError(409, 'email_taken', messages.emailTaken, { email: messages.emailTaken });

/**
 * Creates the account, records which terms and disclaimer versions were
 * accepted and when, starts the 7-day trial and opens a session.
 */
export async function signUp(deps: Deps, data: SignupData, userAgent?: string) {
  const now = deps.clock();
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, data.email));
  if (existing) throw emailTaken();
  const passwordHash = await hashPassword(data.password);
  try {
    const userId = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: data.email, name: data.name, passwordHash, trialEndsAt: trialEndFrom(now), createdAt: now })
        .returning({ id: users.id });
      if (!user) throw new Error('insert returned no row');
      await tx.insert(consents).values([
        { userId: user.id, kind: 'terms', version: TERMS_VERSION, acceptedAt: now },
        { userId: user.id, kind: 'disclaimer', version: DISCLAIMER_VERSION, acceptedAt: now },
      ]);
      return user.id;
    });
    const token = await createSession(deps.db, { userId, persistent: true, now, userAgent });
    deps.log.info({ userId }, 'account created');
    return { userId, token };
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
