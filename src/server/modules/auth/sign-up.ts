import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { messages, type signupSchema } from '../../../contracts/auth';
import { DISCLAIMER_VERSION, HEALTH_DATA_CONSENT, TERMS_VERSION } from '../../../contracts/legal';
import { trialEndFrom } from '../../../domain/billing/trial';
import { consents, users } from '../../db/schema';
import { addressKey } from '../../http/address-key';
import { AppError } from '../../http/app-error';
import { consume, retryAt, tooManyRequests } from '../../http/rate-limiter';
import type { Deps } from '../deps';
import { hashPassword } from '../credentials/passwords';
import { openSession, type Browser } from './finish-sign-in';
import { isUniqueViolation } from '../../db/errors';
import { sendWelcomeEmail } from './welcome-email';
import { recordAuditEvent } from '../audit-log/audit-log-repository';

type SignupData = z.output<typeof signupSchema>;

/** Each sign-up costs an Argon2 hash and creates an account: limited per address and per e-mail, an hour. */
export interface SignupLimits {
  perIpHour: number;
  perEmailHour: number;
}
const HOUR_MS = 3_600_000;

const emailTaken = () => new AppError(409, 'email_taken', messages.emailTaken, { email: messages.emailTaken });

/**
 * Creates the account, records which terms, disclaimer and health-data consent
 * versions were accepted and when, starts the 7-day trial and opens a session.
 */
export async function signUp(
  deps: Deps & { signupLimits: SignupLimits },
  data: SignupData,
  meta: { ip: string; browser: Browser },
) {
  const now = deps.clock();
  const limits = deps.signupLimits;
  const windowMs = HOUR_MS;
  const byIp = { key: `signup:ip:${addressKey(meta.ip)}`, max: limits.perIpHour, windowMs };
  const byEmail = { key: `signup:email:${data.email}`, max: limits.perEmailHour, windowMs, subject: data.email };
  await consume(deps.db, [byIp, byEmail], now, (over) =>
    tooManyRequests(
      'too_many_requests',
      (wait) =>
        over.some((limit) => limit.key === byIp.key)
          ? `Muitos cadastros a partir desta rede. Tente novamente ${wait}.`
          : `Muitas tentativas de cadastro com este e-mail. Tente novamente ${wait}.`,
      retryAt(over),
      now,
    ),
  );
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
        { userId: user.id, kind: 'health_data', version: HEALTH_DATA_CONSENT.version, acceptedAt: now },
      ]);
      await recordAuditEvent(tx, { userId: user.id, kind: 'sign_up', at: now });
      await recordAuditEvent(tx, { userId: user.id, kind: 'health_consent_given', at: now });
      return user.id;
    });
    // The browser that made the account is known to it: its next sign-in sends no alert.
    const opened = await openSession(deps, {
      userId,
      persistent: true,
      browser: meta.browser,
      alert: false,
      way: null,
    });
    deps.log.info({ userId }, 'account created');
    await sendWelcomeEmail(deps, { userId, email: data.email, name: data.name, trialEndsAt: trialEndFrom(now) });
    return { userId, ...opened };
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
