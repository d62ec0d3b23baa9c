import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { authApi } from '@/contracts/api-routes/account';
import type { PasskeySignIn } from '@/contracts/passkeys';
import { api } from '@/web/lib/api-client';

/** "Entrar com passkey": options for navigator.credentials.get() with no account named. */
export const passkeySignInOptions = async () =>
  (await api(authApi.passkeyOptions)) as unknown as PublicKeyCredentialRequestOptionsJSON;

export const signInWithPasskey = (body: { response: AuthenticationResponseJSON; remember: boolean }) =>
  // The browser's extension outputs are an interface the schema reads as a record: the same JSON.
  api(authApi.passkey, { body: body as unknown as PasskeySignIn });
