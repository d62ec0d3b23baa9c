import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
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
