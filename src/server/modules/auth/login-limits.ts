import type { Database } from '../../db/client';
import { addressKey } from '../../http/address-key';
import { clear, exceeded, giveBack, retryAt, take, tooManyRequests, type Taken } from '../../http/rate-limiter';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Login limits (decision 0019, OWASP ASVS V2.2). A lock only ever binds an
 * e-mail *and* an address together, so a stranger guessing from elsewhere
 * cannot lock the owner out; the account-wide count only slows guessing down.
 */
export const LOGIN_LIMITS = {
  /** Per e-mail + address: 5 tries in 15 minutes… */
  pair: { max: 5, windowMs: 15 * MINUTE },
  /** …and 20 in a day, so a pair that keeps coming back is shut out for longer. */
  pairDaily: { max: 20, windowMs: 24 * HOUR },
  /**
   * Per e-mail from every address: past 50 failed tries in an hour the account
   * is under attack, and every address gets one try per 15 minutes (never zero).
   */
  account: { underAttackAfter: 50, windowMs: HOUR, pairMaxUnderAttack: 1 },
  /** Per address, any e-mail: high enough for a carrier NAT with many people behind one IP. */
  ip: { max: 300, windowMs: HOUR },
} as const;

function loginLimits(email: string, ip: string) {
  const address = addressKey(ip);
  return {
    pair: { key: `login:email-ip:${email}|${address}`, subject: email, ...LOGIN_LIMITS.pair },
    pairDaily: { key: `login:email-ip-day:${email}|${address}`, subject: email, ...LOGIN_LIMITS.pairDaily },
    // Never refuses on its own: its count only tightens the pair limit.
    account: { key: `login:email:${email}`, subject: email, max: Infinity, windowMs: LOGIN_LIMITS.account.windowMs },
    ip: { key: `login:ip:${address}`, ...LOGIN_LIMITS.ip },
  };
}

export interface LoginAttempt {
  /** A correct password: clears this pair's counts and does not count against the account or the address. */
  succeeded(): Promise<void>;
}

/**
 * Takes this attempt from every login limit before the password is checked,
 * atomically, so parallel guesses cannot all slip through; refuses with 429
 * (giving the units back) when any is over. The day's count is taken only once
 * the 15-minute limits let the attempt through: otherwise a burst refused by the
 * pair limit would, until its units came back, fill the day and be told to wait 24 hours.
 */
export async function startLoginAttempt(db: Database, email: string, ip: string, now: Date): Promise<LoginAttempt> {
  const limits = loginLimits(email, ip);
  const first = await take(db, [limits.pair, limits.account, limits.ip], now);
  const [pair, account, byIp] = first as [Taken, Taken, Taken];
  const underAttack = account.count > LOGIN_LIMITS.account.underAttackAfter;
  const effectivePair = underAttack ? { ...pair, max: LOGIN_LIMITS.account.pairMaxUnderAttack } : pair;
  await refuseIfOver(db, [effectivePair, byIp], first, now);
  const daily = await take(db, [limits.pairDaily], now);
  await refuseIfOver(db, daily, [...first, ...daily], now);
  return {
    async succeeded() {
      await clear(db, [limits.pair.key, limits.pairDaily.key]);
      await giveBack(db, [account, byIp]);
    },
  };
}

async function refuseIfOver(db: Database, checked: Taken[], taken: Taken[], now: Date): Promise<void> {
  const over = exceeded(checked);
  if (over.length === 0) return;
  await giveBack(db, taken);
  throw tooManyRequests(
    'too_many_attempts',
    (wait) => `Muitas tentativas de login sem sucesso. Tente novamente ${wait}.`,
    retryAt(over),
    now,
  );
}
