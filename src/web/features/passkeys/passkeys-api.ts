import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { passkeysApi } from '@/contracts/api-routes/settings';
import type { PasskeyRegistration, PasskeyRename } from '@/contracts/passkeys';
import type { IdentityConfirmation } from '@/contracts/settings';
import { api } from '@/web/lib/api-client';

export const fetchPasskeys = () => api(passkeysApi.list);

/** Step one of adding: the password again; the options go to navigator.credentials.create() as they came. */
export const startPasskeyRegistration = async (body: IdentityConfirmation) =>
  (await api(passkeysApi.registrationOptions, { body })) as unknown as PublicKeyCredentialCreationOptionsJSON;

export const finishPasskeyRegistration = (response: RegistrationResponseJSON) =>
  // The browser's extension outputs are an interface the schema reads as a record: the same JSON.
  api(passkeysApi.register, { body: { response } as unknown as PasskeyRegistration });

export const renamePasskey = ({ id, ...body }: PasskeyRename & { id: string }) =>
  api(passkeysApi.rename, { params: { id }, body });

export const removePasskey = (id: string) => api(passkeysApi.remove, { params: { id } });
