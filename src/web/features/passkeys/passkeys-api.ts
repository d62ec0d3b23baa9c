import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { meSchema } from '@/contracts/me';
import { passkeyListSchema, passkeyOptionsSchema, passkeySchema, type PasskeyRename } from '@/contracts/passkeys';
import type { IdentityConfirmation } from '@/contracts/settings';
import { apiRequest } from '@/web/lib/api-client';

export const fetchPasskeys = () => apiRequest('GET', '/api/settings/passkeys', { schema: passkeyListSchema });

/** Step one of adding: the password again; the options go to navigator.credentials.create() as they came. */
export const startPasskeyRegistration = async (body: IdentityConfirmation) =>
  (await apiRequest('POST', '/api/settings/passkeys/registration/options', {
    body,
    schema: passkeyOptionsSchema,
  })) as unknown as PublicKeyCredentialCreationOptionsJSON;

export const finishPasskeyRegistration = (response: RegistrationResponseJSON) =>
  apiRequest('POST', '/api/settings/passkeys/registration', { body: { response }, schema: passkeySchema });

export const renamePasskey = ({ id, ...body }: PasskeyRename & { id: string }) =>
  apiRequest('PATCH', `/api/settings/passkeys/${encodeURIComponent(id)}`, { body, schema: passkeySchema });

export const removePasskey = (id: string) => apiRequest('DELETE', `/api/settings/passkeys/${encodeURIComponent(id)}`);

/** "Entrar com passkey": options for navigator.credentials.get() with no account named. */
export const passkeySignInOptions = async () =>
  (await apiRequest('POST', '/api/auth/passkey/options', {
    schema: passkeyOptionsSchema,
  })) as unknown as PublicKeyCredentialRequestOptionsJSON;

export const signInWithPasskey = (body: { response: AuthenticationResponseJSON; remember: boolean }) =>
  apiRequest('POST', '/api/auth/passkey', { body, schema: meSchema });
