import type { FieldError } from 'react-hook-form';
import { Field } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { PasswordInput } from '@/web/ui/password-input';

interface IdentityConfirmationFieldProps {
  /** Unique per form, e.g. 'email-change'. */
  idPrefix: string;
  hasPassword: boolean;
  accountEmail: string;
  error: FieldError | undefined;
  register: (name: 'password' | 'confirmEmail') => object;
  passwordLabel?: string;
}

/**
 * The current password — or, for an account created with Google that has no
 * password, the account's e-mail typed in full (decision 0015).
 */
export function IdentityConfirmationField({
  idPrefix,
  hasPassword,
  accountEmail,
  error,
  register,
  passwordLabel = 'Senha atual',
}: IdentityConfirmationFieldProps) {
  if (hasPassword) {
    return (
      <Field id={`${idPrefix}-password`} label={passwordLabel} error={error?.message}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" />}
      </Field>
    );
  }
  return (
    <Field
      id={`${idPrefix}-confirm-email`}
      label="Digite o e-mail da sua conta para confirmar"
      hint={`Sua conta entra com o Google e não tem senha: digite ${accountEmail}.`}
      error={error?.message}
    >
      {(control) => <Input {...control} {...register('confirmEmail')} type="email" autoComplete="off" />}
    </Field>
  );
}
