import { z } from 'zod';
import { readSecondFactorCode, TOTP_DIGITS } from '../domain/credentials/second-factor';
import { identityConfirmationSchema } from './settings';

/** Messages the server answers with and the screens show (decision 0042). */
export const twoFactorMessages = {
  codeRequired: 'Informe o código do app autenticador.',
  codeShape: `Digite os ${TOTP_DIGITS} dígitos do app autenticador ou um código de recuperação.`,
  totpShape: `Digite os ${TOTP_DIGITS} dígitos que o app autenticador mostra.`,
  wrongCode: 'Código incorreto ou expirado. Confira o relógio do celular e tente o código atual.',
  replayedCode: 'Este código já foi usado. Espere o app mostrar o próximo código.',
  required: 'Por segurança, confirme com o código do app autenticador antes de continuar.',
  signInExpired: 'A verificação expirou. Entre de novo com seu e-mail e senha.',
  alreadyOn: 'A verificação em duas etapas já está ativada.',
  notOn: 'A verificação em duas etapas não está ativada.',
  setupFirst: 'Comece a ativação de novo: o código secreto expirou ou não foi criado.',
} as const;

/** An authenticator code or a recovery code, as typed. */
export const secondFactorCodeSchema = z
  .string({ error: twoFactorMessages.codeRequired })
  .trim()
  .min(1, { error: twoFactorMessages.codeRequired })
  .max(40, { error: twoFactorMessages.codeShape })
  .refine((code) => readSecondFactorCode(code) !== null, { error: twoFactorMessages.codeShape });

/** Only the authenticator's six digits (the code that proves the set-up worked). */
export const totpCodeSchema = z
  .string({ error: twoFactorMessages.codeRequired })
  .trim()
  .min(1, { error: twoFactorMessages.codeRequired })
  .max(40, { error: twoFactorMessages.totpShape })
  .refine((code) => readSecondFactorCode(code)?.kind === 'totp', { error: twoFactorMessages.totpShape });

/** GET /api/settings/two-factor. `fresh`: a code was proved in this session in the last 10 minutes. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  fresh: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/settings/two-factor/setup: the password again, so a borrowed session cannot lock the owner out. */
export const twoFactorSetupSchema = identityConfirmationSchema;

/** The new secret, shown during the set-up only: never returned again. */
export const twoFactorSetupAnswerSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** The QR code of `uri`, drawn by the server (an SVG data URL): no third party sees the secret. */
  qrCode: z.string(),
});
export type TwoFactorSetupAnswer = z.infer<typeof twoFactorSetupAnswerSchema>;

export const twoFactorEnableSchema = z.object({ code: totpCodeSchema });
export type TwoFactorEnable = z.input<typeof twoFactorEnableSchema>;

/** The ten recovery codes, shown once. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const twoFactorVerifySchema = z.object({ code: secondFactorCodeSchema });
export type TwoFactorVerify = z.input<typeof twoFactorVerifySchema>;

export const twoFactorDisableSchema = identityConfirmationSchema.extend({ code: secondFactorCodeSchema });
export type TwoFactorDisable = z.input<typeof twoFactorDisableSchema>;

/** POST /api/auth/two-factor: the second step of a sign-in. */
export const twoFactorSignInSchema = z.object({
  code: secondFactorCodeSchema,
  rememberDevice: z.boolean().optional().default(false),
});
export type TwoFactorSignIn = z.input<typeof twoFactorSignInSchema>;

/** POST /api/auth/login of an account with two factors: 202, and the second step waits. */
export const secondFactorRequiredSchema = z.object({ secondFactorRequired: z.literal(true) });
