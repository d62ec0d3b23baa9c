import { recordAuditEvent } from '../audit-log/audit-log-repository';
import type { IdentityConfirmation } from '../../../contracts/settings';
import { twoFactorMessages, type TwoFactorStatus } from '../../../contracts/two-factor';
import { isFreshSecondFactor } from '../../../domain/credentials/second-factor';
import type { CurrentSession } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import type { Deps } from '../deps';
import { confirmIdentity } from '../credentials/confirm-identity';
import { markSecondFactorProved, requireFreshSecondFactor, secondFactorProvedAt } from './fresh-second-factor';
import { proveSecondFactor, type TwoFactorDeps } from './prove-second-factor';
import { newRecoveryCodes } from './recovery-codes';
import { newTotpSecret, totpEnrolment } from './totp';
import {
  findTwoFactor,
  recoveryCodesLeft,
  removeTwoFactor,
  replaceRecoveryCodes,
  savePendingSecret,
} from './two-factor-repository';

export type ManageDeps = TwoFactorDeps & Pick<Deps, 'email' | 'log'>;

const alreadyOn = () => new AppError(409, 'two_factor_already_on', twoFactorMessages.alreadyOn);

export async function twoFactorStatus(deps: TwoFactorDeps, session: CurrentSession): Promise<TwoFactorStatus> {
  const row = await findTwoFactor(deps.db, session.user.id);
  const enabledAt = row?.enabledAt ?? null;
  const provedAt = enabledAt ? await secondFactorProvedAt(deps.db, session.tokenHash) : null;
  return {
    enabled: enabledAt !== null,
    enabledAt: enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabledAt ? await recoveryCodesLeft(deps.db, session.user.id) : 0,
    fresh: isFreshSecondFactor(provedAt, deps.clock()),
  };
}

/**
 * First half of turning two factors on: after the password, a new secret
 * (sealed at rest) waiting for its first code. The secret and its QR code are
 * answered now and never again.
 */
export async function startTwoFactorSetup(deps: ManageDeps, session: CurrentSession, input: IdentityConfirmation) {
  const person = await confirmIdentity(deps, session.user.id, input);
  const secret = newTotpSecret();
  if (!(await savePendingSecret(deps.db, person.id, deps.secrets.seal(secret), deps.clock()))) throw alreadyOn();
  return { secret, ...(await totpEnrolment(secret, person.email)) };
}

/** Second half: the first code proves the app has the secret; the ten recovery codes are answered once. */
export async function enableTwoFactor(deps: ManageDeps, session: CurrentSession, code: string) {
  const userId = session.user.id;
  const row = await findTwoFactor(deps.db, userId);
  if (row?.enabledAt) throw alreadyOn();
  if (!row) throw new AppError(409, 'two_factor_off', twoFactorMessages.setupFirst);
  await proveSecondFactor(deps, userId, code, { totpOnly: true, enabling: true });
  const { codes, hashes } = newRecoveryCodes();
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, userId, hashes);
    // The code just typed counts as this session's proof: no second code for the next sensitive action.
    await markSecondFactorProved(tx, session.tokenHash, now);
    await recordAuditEvent(tx, { userId, kind: 'two_factor_on', at: now });
  });
  await notify(deps, session, 'Verificação em duas etapas ativada no Nutri', [
    'A verificação em duas etapas foi ativada na sua conta: a partir de agora, além da senha, o Nutri pede o código do app autenticador.',
    'Guarde os códigos de recuperação em um lugar seguro.',
  ]);
  return { recoveryCodes: codes };
}

/**
 * Ten new recovery codes, answered once, and the old ones (used or not) no
 * longer valid. A sensitive action: with a code (or a passkey sign-in) in this
 * session in the last 10 minutes, else 403 `second_factor_required`.
 */
export async function regenerateRecoveryCodes(deps: ManageDeps, session: CurrentSession) {
  const userId = session.user.id;
  if (!(await findTwoFactor(deps.db, userId))?.enabledAt) {
    throw new AppError(409, 'two_factor_off', twoFactorMessages.notOn);
  }
  await requireFreshSecondFactor(deps, session);
  const { codes, hashes } = newRecoveryCodes();
  await deps.db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, userId, hashes);
    await recordAuditEvent(tx, { userId, kind: 'recovery_codes_regenerated', at: deps.clock() });
  });
  await notify(deps, session, 'Novos códigos de recuperação do Nutri', [
    'Você gerou novos códigos de recuperação: os anteriores não valem mais.',
    'Se não foi você, troque a senha em "Esqueceu a senha?" e confira os dispositivos em Configurações → Segurança.',
  ]);
  return { recoveryCodes: codes };
}

/** "Confirmar com código": this session may do sensitive actions for the next 10 minutes. */
export async function verifySecondFactor(deps: TwoFactorDeps, session: CurrentSession, code: string) {
  if (!(await findTwoFactor(deps.db, session.user.id))?.enabledAt) {
    throw new AppError(409, 'two_factor_off', twoFactorMessages.notOn);
  }
  await proveSecondFactor(deps, session.user.id, code);
  await markSecondFactorProved(deps.db, session.tokenHash, deps.clock());
  return twoFactorStatus(deps, session);
}

/** Turning it off asks for both: the password and a code (or a recovery code). */
export async function disableTwoFactor(
  deps: ManageDeps,
  session: CurrentSession,
  input: IdentityConfirmation & { code: string },
) {
  const userId = session.user.id;
  if (!(await findTwoFactor(deps.db, userId))?.enabledAt) {
    throw new AppError(409, 'two_factor_off', twoFactorMessages.notOn);
  }
  await confirmIdentity(deps, userId, input);
  await proveSecondFactor(deps, userId, input.code);
  await deps.db.transaction(async (tx) => {
    await removeTwoFactor(tx, userId);
    await recordAuditEvent(tx, { userId, kind: 'two_factor_off', at: deps.clock() });
  });
  await notify(deps, session, 'Verificação em duas etapas desativada no Nutri', [
    'A verificação em duas etapas foi desativada na sua conta: o Nutri volta a pedir só a senha.',
    'Se não foi você, redefina a senha em "Esqueceu a senha?" e ative a verificação de novo.',
  ]);
}

/** Tells the account's address; a mail server that is down does not undo the change (logged without the address). */
async function notify(deps: ManageDeps, session: CurrentSession, subject: string, lines: string[]) {
  try {
    await deps.email.send({
      to: session.user.email,
      subject,
      text: [`Olá, ${session.user.name.split(' ')[0]}!`, '', ...lines].join('\n'),
    });
  } catch (error) {
    deps.log.warn({ userId: session.user.id, err: error }, 'two-factor e-mail not sent');
  }
}
