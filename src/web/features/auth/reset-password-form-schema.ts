import { z } from 'zod';
import { messages, passwordResetConfirmSchema } from '@/contracts/auth';

/** The contract's reset body plus the confirmation field the person types twice (not sent). */
export const resetPasswordFormSchema = passwordResetConfirmSchema
  .extend({ confirmPassword: z.string().min(1, { error: 'Confirme sua nova senha' }) })
  .superRefine((value, ctx) => {
    if (value.confirmPassword && value.password !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.passwordMismatch });
    }
  });
