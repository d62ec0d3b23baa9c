import { z } from 'zod';
import { PASSKEY_NAME_MAX } from '../domain/credentials/passkeys';
import { safeLine } from './safe-text';
import { identityConfirmationSchema } from './settings';

/** Messages the server answers with and the screens show (decision 0052). */
export const passkeyMessages = {
  invalid: 'Não foi possível confirmar a passkey. Tente de novo.',
  expired: 'O tempo para usar a passkey acabou ou o pedido já foi usado. Tente de novo.',
  unknown:
    'Esta passkey não está cadastrada no Nutri. Entre com seu e-mail e senha e adicione-a em Configurações → Segurança.',
  cloned: 'Esta passkey foi recusada por segurança (o contador do dispositivo voltou). Use outra forma de entrar.',
  alreadyAdded: 'Esta passkey já está cadastrada na sua conta.',
  full: 'Você já tem o máximo de passkeys. Remova uma antes de adicionar outra.',
  nameRequired: 'Dê um nome à passkey.',
  nameTooLong: `O nome da passkey pode ter no máximo ${PASSKEY_NAME_MAX} caracteres.`,
  malformed: 'A resposta da passkey veio incompleta. Tente de novo.',
} as const;

const base64url = (max: number) =>
  z
    .string({ error: passkeyMessages.malformed })
    .min(1, { error: passkeyMessages.malformed })
    .max(max, { error: passkeyMessages.malformed })
    .regex(/^[A-Za-z0-9_-]+$/, { error: passkeyMessages.malformed });

/** A credential's id: at most 1023 bytes (WebAuthn L3 §5.1), 1364 characters of base64url. */
const credentialId = base64url(1400);

export const passkeyNameSchema = safeLine(
  z
    .string({ error: passkeyMessages.nameRequired })
    .trim()
    .min(1, { error: passkeyMessages.nameRequired })
    .max(PASSKEY_NAME_MAX, { error: passkeyMessages.nameTooLong }),
  'O nome da passkey',
);

/** What the browser says about the authenticator; extension outputs are not used, only bounded. */
const clientExtensionResults = z.record(z.string().max(64), z.unknown()).optional().default({});
const authenticatorAttachment = z.enum(['platform', 'cross-platform']).optional();
const publicKeyType = z.literal('public-key', { error: passkeyMessages.malformed });

/** navigator.credentials.create() as @simplewebauthn/browser's startRegistration answers it. */
export const registrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: publicKeyType,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    // Reported by the browser; the server keeps only the transports it knows (domain/credentials/passkeys.ts).
    transports: z.array(z.string().max(32)).max(10).optional(),
    authenticatorData: base64url(16_384).optional(),
    publicKey: base64url(4096).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
  authenticatorAttachment,
  clientExtensionResults,
});

/** navigator.credentials.get() as startAuthentication answers it. */
export const authenticationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: publicKeyType,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(16_384),
    signature: base64url(1024),
    // A discoverable passkey answers the account's user.id (64 bytes at most, WebAuthn L3 §5.4.3).
    userHandle: base64url(100).optional(),
  }),
  authenticatorAttachment,
  clientExtensionResults,
});

/** POST /api/settings/passkeys/registration/options: the password again (or the e-mail, for a Google account). */
export const passkeyRegistrationStartSchema = identityConfirmationSchema;

/** POST /api/settings/passkeys/registration: the authenticator's answer and, optionally, a name. */
export const passkeyRegistrationSchema = z.object({
  response: registrationResponseSchema,
  name: passkeyNameSchema.optional(),
});
export type PasskeyRegistration = z.input<typeof passkeyRegistrationSchema>;

/** PATCH /api/settings/passkeys/:id. */
export const passkeyRenameSchema = z.object({ name: passkeyNameSchema });
export type PasskeyRename = z.input<typeof passkeyRenameSchema>;

/** POST /api/auth/passkey: sign in with a passkey alone. */
export const passkeySignInSchema = z.object({
  response: authenticationResponseSchema,
  remember: z.boolean().optional().default(false),
});
export type PasskeySignIn = z.input<typeof passkeySignInSchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced to the person's cloud account (it survives losing the phone). */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /api/settings/passkeys. */
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });

/**
 * The options the server answers for navigator.credentials.create()/get()
 * (PublicKeyCredentialCreationOptionsJSON / RequestOptionsJSON): checked for
 * the challenge only, handed to @simplewebauthn/browser as they came.
 */
export const passkeyOptionsSchema = z.looseObject({ challenge: z.string() });
