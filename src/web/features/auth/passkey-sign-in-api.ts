import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { meSchema } from '@/contracts/me';
import { passkeyOptionsSchema } from '@/contracts/passkeys';
import { apiRequest } from '@/web/lib/api-client';

/** "Entrar com passkey": options for navigator.credentials.get() with no account named. */
export const passkeySignInOptions = async () =>
  (await apiRequest('POST', '/api/auth/passkey/options', {
    schema: passkeyOptionsSchema,
  })) as unknown as PublicKeyCredentialRequestOptionsJSON;

export const signInWithPasskey = (body: { response: AuthenticationResponseJSON; remember: boolean }) =>
  apiRequest('POST', '/api/auth/passkey', { body, schema: meSchema });
