import { z } from 'zod';
import { emailSchema, messages, newPasswordSchema } from '@/contracts/auth';
import { settingsMessages } from '@/contracts/settings';
import {
  byEmail,
  byPassword,
  confirmationSchema,
  type ConfirmationValues,
} from '@/web/ui/identity-confirmation-schema';

export const emailFormSchema = (hasPassword: boolean) =>
  hasPassword ? z.object({ ...byPassword, email: emailSchema }) : z.object({ ...byEmail, email: emailSchema });

const newPassword = {
  newPassword: newPasswordSchema,
  confirmPassword: z.string().min(1, { error: 'Confirme a nova senha' }),
};
const matches = (v: { newPassword: string; confirmPassword: string }) => v.newPassword === v.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: messages.passwordMismatch };

const differs = (v: { password: string; newPassword: string }) => v.newPassword !== v.password;
const samePassword = { path: ['newPassword'], message: settingsMessages.samePassword };

export const passwordFormSchema = (hasPassword: boolean) =>
  hasPassword
    ? z
        .object({ ...byPassword, ...newPassword })
        .refine(matches, mismatch)
        .refine(differs, samePassword)
    : z.object({ ...byEmail, ...newPassword }).refine(matches, mismatch);

export const deleteAccountFormSchema = confirmationSchema;

export type { ConfirmationValues };
