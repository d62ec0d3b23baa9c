import { randomBytes } from 'node:crypto';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { z } from 'zod';
import { passkeyMessages, type passkeyRegistrationSchema } from '../../../contracts/passkeys';
import type { IdentityConfirmation } from '../../../contracts/settings';
import { deviceLabel } from '../../../domain/credentials/device-label';
import {
  MAX_PASSKEYS_PER_ACCOUNT,
  PASSKEY_CEREMONY_TIMEOUT_MS,
  defaultPasskeyName,
  knownTransports,
} from '../../../domain/credentials/passkeys';
import type { CurrentSession } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { recordAuditEvent } from '../audit-log/audit-log-repository';
import type { Deps } from '../deps';
import { confirmIdentity } from '../credentials/confirm-identity';
import { requireFreshSecondFactor } from '../two-factor/fresh-second-factor';
import { saveChallenge, spendChallenge } from './challenges';
import { notifyPasskeyChange } from './passkey-notice';
import { countPasskeys, insertPasskey, listPasskeys, toPasskeyDto } from '../credentials/passkey-repository';
import { relyingParty } from './relying-party';

export type PasskeyDeps = Pick<Deps, 'db' | 'clock' | 'appUrl' | 'email' | 'log'>;

const full = () => new AppError(409, 'passkeys_full', passkeyMessages.full);

/**
 * Step one of adding a passkey: the password again (a borrowed session must not
 * plant a way in of its own) and, with two factors on, a code in the last 10
 * minutes; then the options for navigator.credentials.create(), whose challenge
 * is kept for 5 minutes. A discoverable credential with user verification is
 * required: that is what lets the passkey alone open the account (decision 0052).
 */
export async function startPasskeyRegistration(
  deps: PasskeyDeps,
  session: CurrentSession,
  input: IdentityConfirmation,
) {
  const person = await confirmIdentity(deps, session.user.id, input);
  await requireFreshSecondFactor(deps, session);
  const existing = await listPasskeys(deps.db, person.id);
  if (existing.length >= MAX_PASSKEYS_PER_ACCOUNT) throw full();
  const rp = relyingParty(deps.appUrl);
  const handle = existing[0]?.userHandle ?? randomBytes(32).toString('base64url');
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: Buffer.from(handle, 'base64url'),
    userName: person.email,
    userDisplayName: person.name,
    timeout: PASSKEY_CEREMONY_TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  });
  await saveChallenge(deps.db, {
    challenge: options.challenge,
    purpose: 'registration',
    userId: person.id,
    userHandle: handle,
    now: deps.clock(),
  });
  return options;
}

type Registration = z.output<typeof passkeyRegistrationSchema>;

/**
 * Step two: the authenticator's answer, checked by @simplewebauthn/server
 * against the challenge kept for this account (spent here, once), APP_URL's
 * origin and RP ID, with user verification. The passkey is stored with its
 * counter, transports and a name.
 */
export async function finishPasskeyRegistration(
  deps: PasskeyDeps,
  session: CurrentSession,
  input: Registration,
  userAgent: string | undefined,
) {
  const userId = session.user.id;
  const now = deps.clock();
  const rp = relyingParty(deps.appUrl);
  let spent: { userHandle: string | null } | null | undefined;
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: async (challenge) =>
        Boolean((spent = await spendChallenge(deps.db, { challenge, purpose: 'registration', userId, now }))),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch (error) {
    deps.log.info({ userId, reason: (error as Error).message }, 'passkey registration refused');
    throw spent === null ? expired() : invalid();
  }
  if (!verified.verified || !spent?.userHandle) throw invalid();
  const { credential, credentialBackedUp } = verified.registrationInfo;
  if ((await countPasskeys(deps.db, userId)) >= MAX_PASSKEYS_PER_ACCOUNT) throw full();
  const taken = (await listPasskeys(deps.db, userId)).map((p) => p.name);
  const name = input.name ?? defaultPasskeyName(deviceLabel(userAgent), taken);
  // The user.id this authenticator was given (the account's, shared by its passkeys): what it answers at sign-in.
  const handle = spent.userHandle;
  const saved = await deps.db.transaction(async (tx) => {
    const row = await insertPasskey(tx, {
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      userHandle: handle,
      counter: credential.counter,
      transports: knownTransports(input.response.response.transports ?? credential.transports),
      backedUp: credentialBackedUp,
      name,
      createdAt: now,
    });
    if (row) await recordAuditEvent(tx, { userId, kind: 'passkey_added', at: now, detail: name });
    return row;
  });
  if (!saved) throw new AppError(409, 'passkey_already_added', passkeyMessages.alreadyAdded);
  await notifyPasskeyChange(deps, session.user, 'added', name);
  return toPasskeyDto(saved);
}

const invalid = () => new AppError(400, 'passkey_invalid', passkeyMessages.invalid);
const expired = () => new AppError(400, 'passkey_expired', passkeyMessages.expired);
