import type { UseFormRegisterReturn } from 'react-hook-form';
import { messages } from '@/contracts/auth';
import { Field } from '@/web/ui/field';
import { PasswordInput } from '@/web/ui/password-input';
import { PasswordStrengthMeter } from './password-strength-meter';

interface NewPasswordFieldsProps {
  /** "Senha" on sign-up, "Nova senha" when resetting. */
  label: string;
  confirmLabel: string;
  /** The typed password, for the strength meter and the mismatch message. */
  password: string;
  confirmPassword: string;
  register: { password: UseFormRegisterReturn; confirmPassword: UseFormRegisterReturn };
  errors: { password?: string | undefined; confirmPassword?: string | undefined };
}

/**
 * A new password and its confirmation (sign-up, password reset): the strength
 * meter under the first, "As senhas não coincidem" under the second as soon as
 * the confirmation differs, and the browser's new-password autocomplete.
 */
export function NewPasswordFields({
  label,
  confirmLabel,
  password,
  confirmPassword,
  register,
  errors,
}: NewPasswordFieldsProps) {
  const mismatch = confirmPassword.length > 0 && password !== confirmPassword;
  return (
    <>
      <Field
        id="password"
        label={label}
        error={errors.password}
        hint={password ? <PasswordStrengthMeter password={password} /> : undefined}
      >
        {(control) => (
          <PasswordInput {...control} {...register.password} autoComplete="new-password" required minLength={8} />
        )}
      </Field>
      <Field
        id="confirmPassword"
        label={confirmLabel}
        error={errors.confirmPassword ?? (mismatch ? messages.passwordMismatch : undefined)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...register.confirmPassword}
            toggleNoun="confirmação de senha"
            autoComplete="new-password"
            required
          />
        )}
      </Field>
    </>
  );
}
