import type { Database } from '../../db/client';
import { addressKey } from '../../http/address-key';
import { consume, giveBack, retryAt, take, exceeded, tooManyRequests, type Taken } from '../../http/rate-limiter';

const HOUR = 3_600_000;

/**
 * Passkey sign-in limits, per address as the login's (decision 0019): no
 * account is named before the passkey answers, so there is no e-mail to pair
 * the address with, and a signature cannot be guessed the way a password can.
 * The figures are the login's per-address one (300 an hour, for a carrier NAT
 * with many people behind one IP) for each of the two steps.
 */
export const PASSKEY_SIGN_IN_LIMITS = {
  options: { max: 300, windowMs: HOUR },
  attempts: { max: 300, windowMs: HOUR },
} as const;

const refuse = (now: Date) => (over: Taken[]) =>
  tooManyRequests(
    'too_many_attempts',
    (wait) => `Muitas tentativas de entrar com passkey. Tente novamente ${wait}.`,
    retryAt(over),
    now,
  );

/** Every request for sign-in options counts. */
export async function takeOptionsRequest(db: Database, ip: string, now: Date): Promise<void> {
  const key = `passkey:options:ip:${addressKey(ip)}`;
  await consume(db, [{ key, ...PASSKEY_SIGN_IN_LIMITS.options }], now, refuse(now));
}

/** A sign-in attempt counts until it succeeds: then its unit is given back, as a right password's is. */
export async function startPasskeyAttempt(db: Database, ip: string, now: Date) {
  const key = `passkey:sign-in:ip:${addressKey(ip)}`;
  const taken = await take(db, [{ key, ...PASSKEY_SIGN_IN_LIMITS.attempts }], now);
  const over = exceeded(taken);
  if (over.length > 0) {
    await giveBack(db, taken);
    throw refuse(now)(over);
  }
  return { succeeded: () => giveBack(db, taken) };
}
