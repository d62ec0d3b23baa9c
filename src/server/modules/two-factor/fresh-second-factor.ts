import { eq } from 'drizzle-orm';
import { twoFactorMessages } from '../../../contracts/two-factor';
import { isFreshSecondFactor } from '../../../domain/credentials/second-factor';
import type { Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import type { CurrentSession } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { hasTwoFactor } from './two-factor-repository';

/** When this session last proved the second factor (null: never). */
export async function secondFactorProvedAt(db: Executor, sessionHash: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sessions.secondFactorAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, sessionHash));
  return row?.at ?? null;
}

export async function markSecondFactorProved(db: Executor, sessionHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: now }).where(eq(sessions.tokenHash, sessionHash));
}

/**
 * The guard of the sensitive actions (decision 0042: password, e-mail, data
 * export, account deletion, a new MCP token): with two factors on, this session
 * must have proved a code in the last 10 minutes, else 403
 * `second_factor_required` and the screen asks for one.
 */
export async function requireFreshSecondFactor(
  deps: { db: Executor; clock: () => Date },
  session: CurrentSession,
): Promise<void> {
  if (!(await hasTwoFactor(deps.db, session.user.id))) return;
  const provedAt = await secondFactorProvedAt(deps.db, session.tokenHash);
  if (isFreshSecondFactor(provedAt, deps.clock())) return;
  throw new AppError(403, 'second_factor_required', twoFactorMessages.required);
}
