import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../domain/credentials/password-strength';
import { healthConsentMessages } from './health-consent';
import { safeLine } from './safe-text';
import { emailDeliverySchema } from './email-delivery';

/** Messages worded exactly as the product brief gives them (decision 0029). */
export const messages = {
  passwordMismatch: 'As senhas não coincidem',
  consentsRequired: 'Você deve aceitar os termos e o aviso de saúde para continuar',
  invalidCredentials: 'E-mail ou senha incorretos',
  emailTaken: 'Este e-mail já está cadastrado. Entre com sua senha ou recupere o acesso.',
} as const;

/** E-mail as typed: trimmed, checked and lower-cased (also used by settings and the help centre). */
export const emailSchema = z
  .string({ error: 'Informe seu e-mail' })
  .trim()
  .min(1, { error: 'Informe seu e-mail' })
  .max(254, { error: 'E-mail longo demais' })
  .pipe(z.email({ error: 'Informe um e-mail válido' }))
  .transform((value) => value.toLowerCase());

/** A new password's rules (sign-up, reset, change in settings). */
export const newPasswordSchema = z
  .string({ error: 'Informe sua senha' })
  .min(1, { error: 'Informe sua senha' })
  .min(PASSWORD_MIN_LENGTH, { error: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres` })
  // argon2 and bcrypt-style limits: refuse absurd inputs before hashing them.
  .max(128, { error: 'A senha deve ter no máximo 128 caracteres' });

/** A person's name (sign-up, settings, help centre): one line, shown to support staff and in e-mails. */
export const nameSchema = safeLine(
  z
    .string({ error: 'Informe seu nome completo' })
    .trim()
    .min(1, { error: 'Informe seu nome completo' })
    .min(3, { error: 'O nome deve ter pelo menos 3 caracteres' })
    .max(100, { error: 'O nome deve ter no máximo 100 caracteres' }),
  'O nome',
);

const consent = z.boolean().optional().default(false);

export const signupSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: 'Confirme sua senha' }).min(1, { error: 'Confirme sua senha' }),
    terms: consent,
    disclaimer: consent,
    /** The health-data consent, its own box (LGPD art. 11, I; decision 0046). */
    healthData: consent,
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.passwordMismatch });
    }
    if (!value.terms || !value.disclaimer) {
      const path = value.terms ? ['disclaimer'] : ['terms'];
      ctx.addIssue({ code: 'custom', path, message: messages.consentsRequired });
    }
    if (!value.healthData) {
      ctx.addIssue({ code: 'custom', path: ['healthData'], message: healthConsentMessages.required });
    }
  });
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Informe sua senha' })
    .min(1, { error: 'Informe sua senha' })
    .max(128, { error: 'A senha deve ter no máximo 128 caracteres' }),
  remember: z.boolean().optional().default(false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetAnswerSchema = z.object({ message: z.string(), email: emailDeliverySchema });

export const passwordResetConfirmSchema = z.object({
  token: z.string().min(16, { error: 'Link de redefinição inválido' }).max(200),
  password: newPasswordSchema,
});

/** What the sign-in screens can offer, and where this server's e-mails go (contracts/email-delivery.ts). */
export const authProvidersSchema = z.object({ google: z.boolean(), email: emailDeliverySchema });
/** GET /api/auth/status: 200 with or without a session (the public site's "Ir para o painel"). */
export const authStatusSchema = z.object({ signedIn: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
