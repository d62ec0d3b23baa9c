import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { z } from 'zod';
import { passkeyMessages, type passkeySignInSchema } from '../../../contracts/passkeys';
import { PASSKEY_CEREMONY_TIMEOUT_MS, knownTransports } from '../../../domain/credentials/passkeys';
import { AppError } from '../../http/app-error';
import { openSession, type Browser } from '../auth/finish-sign-in';
import type { Deps } from '../deps';
import { saveChallenge, spendChallenge } from './challenges';
import { startPasskeyAttempt, takeOptionsRequest } from './passkey-limits';
import { findByCredentialId, recordPasskeyUse } from '../credentials/passkey-repository';
import { relyingParty } from './relying-party';

/**
 * "Entrar com passkey", step one: options for navigator.credentials.get() with
 * no account named (allowCredentials empty: the browser offers the passkeys it
 * keeps for this site) and user verification required. The challenge is kept
 * 5 minutes, bound to no one.
 */
export async function passkeySignInOptions(deps: Pick<Deps, 'db' | 'clock' | 'appUrl'>, ip: string) {
  const now = deps.clock();
  await takeOptionsRequest(deps.db, ip, now);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(deps.appUrl).id,
    userVerification: 'required',
    timeout: PASSKEY_CEREMONY_TIMEOUT_MS,
  });
  await saveChallenge(deps.db, { challenge: options.challenge, purpose: 'authentication', userId: null, now });
  return options;
}

type PasskeySignIn = z.output<typeof passkeySignInSchema>;

const invalid = () => new AppError(400, 'passkey_invalid', passkeyMessages.invalid);

/**
 * Step two: the signed assertion. The passkey (found by its credential id)
 * names the account; @simplewebauthn/server checks the challenge (spent here,
 * once), the origin, the RP ID, the signature over authenticatorData and
 * clientDataJSON, and that the person was verified on the device (PIN,
 * fingerprint, face). A passkey with user verification is two factors in one —
 * something held and something known or been — so it opens the session with
 * no code asked and counts as this session's fresh second factor (decision 0052).
 */
export async function signInWithPasskey(
  deps: Deps,
  input: PasskeySignIn,
  meta: { ip: string; browser: Browser },
): Promise<{ userId: string; token: string; deviceToken: string }> {
  const now = deps.clock();
  const attempt = await startPasskeyAttempt(deps.db, meta.ip, now);
  const { response } = input;
  if (response.id !== response.rawId) throw invalid();
  const passkey = await findByCredentialId(deps.db, response.id);
  if (!passkey) throw new AppError(400, 'passkey_unknown', passkeyMessages.unknown);
  // A discoverable passkey names the account it was made for: it must be this passkey's.
  if (response.response.userHandle !== undefined && response.response.userHandle !== passkey.userHandle) {
    throw invalid();
  }
  const rp = relyingParty(deps.appUrl);
  let spent: { userHandle: string | null } | null | undefined;
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: async (challenge) =>
        Boolean((spent = await spendChallenge(deps.db, { challenge, purpose: 'authentication', userId: null, now }))),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: knownTransports(passkey.transports),
      },
      requireUserVerification: true,
    });
  } catch (error) {
    deps.log.info({ userId: passkey.userId, reason: (error as Error).message }, 'passkey sign-in refused');
    if (spent === null) throw new AppError(400, 'passkey_expired', passkeyMessages.expired);
    if (/counter/i.test((error as Error).message)) throw new AppError(400, 'passkey_invalid', passkeyMessages.cloned);
    throw invalid();
  }
  if (!verified.verified) throw invalid();
  if (!(await recordPasskeyUse(deps.db, passkey, verified.authenticationInfo.newCounter, now))) {
    throw new AppError(400, 'passkey_invalid', passkeyMessages.cloned);
  }
  await attempt.succeeded();
  const opened = await openSession(deps, {
    userId: passkey.userId,
    persistent: input.remember,
    browser: meta.browser,
    alert: true,
    way: 'sign_in_passkey',
    secondFactorProved: true,
  });
  return { userId: passkey.userId, ...opened };
}
