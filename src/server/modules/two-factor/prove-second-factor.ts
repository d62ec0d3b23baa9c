import { twoFactorMessages } from '../../../contracts/two-factor';
import { readSecondFactorCode } from '../../../domain/credentials/second-factor';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { clear, consume, retryAt, tooManyRequests } from '../../http/rate-limiter';
import { tokenHash } from '../credentials/tokens';
import type { SecretBox } from './secret-box';
import { totpStep } from './totp';
import { findTwoFactor, spendRecoveryCode, spendStep } from './two-factor-repository';

/**
 * Wrong codes per person, wherever typed (sign-in, confirmation, turning off):
 * 10 in 15 minutes. A six-digit code has a million values and three are valid
 * at a time, so guessing stays hopeless (≈ 0.003% a window) — OWASP ASVS 2.8.
 */
const LIMIT = { max: 10, windowMs: 15 * 60_000 };

export interface TwoFactorDeps {
  db: Database;
  clock: () => Date;
  secrets: SecretBox;
}

const wrongCode = () =>
  new AppError(400, 'invalid_code', twoFactorMessages.wrongCode, { code: twoFactorMessages.wrongCode });

/**
 * Checks a code of an account with two factors on: a current authenticator
 * code not used before (replay refused), or an unused recovery code (spent
 * now). Throws 400 for a wrong one and 429 past the limit.
 */
export async function proveSecondFactor(
  deps: TwoFactorDeps,
  userId: string,
  typed: string,
  options: { totpOnly?: boolean; enabling?: boolean } = {},
): Promise<'totp' | 'recovery'> {
  const now = deps.clock();
  const limit = { key: `second-factor:user:${userId}`, subject: userId, ...LIMIT };
  await consume(deps.db, [limit], now, (over) =>
    tooManyRequests(
      'too_many_attempts',
      (wait) => `Muitos códigos incorretos. Tente novamente ${wait}.`,
      retryAt(over),
      now,
    ),
  );
  const code = readSecondFactorCode(typed);
  const row = await findTwoFactor(deps.db, userId);
  if (!code || !row || (options.totpOnly && code.kind !== 'totp')) throw wrongCode();
  if (Boolean(row.enabledAt) === Boolean(options.enabling)) throw wrongCode();

  if (code.kind === 'recovery') {
    if (!(await spendRecoveryCode(deps.db, userId, tokenHash(code.code), now))) throw wrongCode();
  } else {
    // A secret sealed under another SESSION_SECRET cannot be read: its codes are wrong, recovery codes still work.
    const secret = deps.secrets.open(row.secretSealed);
    const step = secret ? totpStep(secret, code.code, now) : null;
    if (step === null) throw wrongCode();
    if (!(await spendStep(deps.db, userId, step, options.enabling ? { now } : null))) {
      throw new AppError(400, 'code_already_used', twoFactorMessages.replayedCode, {
        code: twoFactorMessages.replayedCode,
      });
    }
  }
  await clear(deps.db, [limit.key]);
  return code.kind;
}
