import { eq } from 'drizzle-orm';
import { twoFactorMessages } from '../../../contracts/two-factor';
import { PENDING_SIGN_IN_MAX_FAILURES } from '../../../domain/credentials/second-factor';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Deps } from '../deps';
import { isTrustedDevice, recordSignInDevice } from '../devices/known-devices';
import { sendSignInAlert } from '../devices/sign-in-alert';
import { proveSecondFactor, type TwoFactorDeps } from '../two-factor/prove-second-factor';
import { hasTwoFactor } from '../two-factor/two-factor-repository';
import { countFailure, createPendingSignIn, endPendingSignIn, findPendingSignIn } from './pending-sign-ins';
import { createSession } from '../credentials/session-repository';
import { deviceLabel } from '../../../domain/credentials/device-label';
import { recordAuditEvent } from '../audit-log/audit-log-repository';

export type SignInDeps = Deps & Pick<TwoFactorDeps, 'secrets'>;

/** What the browser brings to a sign-in: its user agent and device cookie. */
export interface Browser {
  userAgent: string | undefined;
  deviceToken: string | undefined;
}

/** How the session was opened, as the audit log names it (null: at sign-up, recorded as the account's creation). */
export type SignInWay = 'sign_in_password' | 'sign_in_google' | 'sign_in_two_factor' | 'sign_in_passkey' | null;

export type FirstFactorOutcome =
  { kind: 'session'; token: string; deviceToken: string } | { kind: 'second_factor'; pendingToken: string };

/**
 * After the first factor (a password, a Google identity): an account with two
 * factors on gets a pending sign-in and no session, unless this browser was
 * remembered for 30 days; any other gets its session (decision 0042).
 */
export async function afterFirstFactor(
  deps: SignInDeps,
  input: { userId: string; persistent: boolean; browser: Browser; way: 'sign_in_password' | 'sign_in_google' },
): Promise<FirstFactorOutcome> {
  const now = deps.clock();
  const { userId, browser } = input;
  if (
    (await hasTwoFactor(deps.db, userId)) &&
    !(await isTrustedDevice(deps.db, userId, browser.deviceToken, browser.userAgent, now))
  ) {
    const pendingToken = await createPendingSignIn(deps.db, {
      userId,
      persistent: input.persistent,
      userAgent: browser.userAgent,
      now,
    });
    return { kind: 'second_factor', pendingToken };
  }
  return { kind: 'session', ...(await openSession(deps, { ...input, alert: true })) };
}

const expired = (message: string = twoFactorMessages.signInExpired) => new AppError(401, 'sign_in_expired', message);

/**
 * The second step: a code (or a recovery code) for the pending sign-in in the
 * cookie. Five wrong codes end the pending sign-in (the password again); the
 * account's own limit on wrong codes applies as well.
 */
export async function secondStep(
  deps: SignInDeps,
  pendingToken: string | undefined,
  input: { code: string; rememberDevice: boolean; browser: Browser },
) {
  const now = deps.clock();
  const pending = pendingToken ? await findPendingSignIn(deps.db, pendingToken, now) : null;
  if (!pending) throw expired();
  if (pending.failedAttempts >= PENDING_SIGN_IN_MAX_FAILURES) {
    await endPendingSignIn(deps.db, pending);
    throw expired('Muitos códigos incorretos. Entre de novo com seu e-mail e senha.');
  }
  try {
    await proveSecondFactor(deps, pending.userId, input.code);
  } catch (error) {
    if (error instanceof AppError && error.status === 400) await countFailure(deps.db, pending);
    throw error;
  }
  if (!(await endPendingSignIn(deps.db, pending))) throw expired();
  const opened = await openSession(deps, {
    userId: pending.userId,
    persistent: pending.persistent,
    browser: input.browser,
    secondFactorProved: true,
    trustDevice: input.rememberDevice,
    alert: true,
    way: 'sign_in_two_factor',
  });
  return { userId: pending.userId, persistent: pending.persistent, ...opened };
}

/**
 * Opens the session and records the browser under the account: a device new to
 * it (not at sign-up) sends the sign-in alert.
 */
export async function openSession(
  deps: Deps,
  input: {
    userId: string;
    persistent: boolean;
    browser: Browser;
    alert: boolean;
    way: SignInWay;
    secondFactorProved?: boolean;
    trustDevice?: boolean;
  },
): Promise<{ token: string; deviceToken: string }> {
  const now = deps.clock();
  const token = await createSession(deps.db, {
    userId: input.userId,
    persistent: input.persistent,
    now,
    userAgent: input.browser.userAgent,
    secondFactorProved: input.secondFactorProved ?? false,
  });
  const device = await recordSignInDevice(deps.db, {
    userId: input.userId,
    token: input.browser.deviceToken,
    userAgent: input.browser.userAgent,
    now,
    trust: input.trustDevice ?? false,
  });
  if (input.way) {
    const detail = deviceLabel(input.browser.userAgent);
    await recordAuditEvent(deps.db, { userId: input.userId, kind: input.way, at: now, detail });
  }
  if (device.isNew && input.alert) {
    const [person] = await deps.db
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, input.userId));
    if (person) await sendSignInAlert(deps, { userId: input.userId, ...person }, input.browser.userAgent, now);
  }
  return { token, deviceToken: device.token };
}
