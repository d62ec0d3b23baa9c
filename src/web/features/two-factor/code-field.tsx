import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/web/ui/field';
import { Input } from '@/web/ui/input';

/**
 * The code box of every two-factor form: numeric keyboard on phones and the
 * browser's one-time-code autofill; `allowRecovery` also takes a recovery code.
 */
export function CodeField({
  id,
  registration,
  error,
  allowRecovery = true,
  label = 'Código de verificação',
}: {
  id: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  allowRecovery?: boolean;
  label?: string;
}) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={
        allowRecovery
          ? 'Os 6 dígitos do app autenticador, ou um dos seus códigos de recuperação.'
          : 'Os 6 dígitos que o app autenticador mostra agora.'
      }
    >
      {(control) => (
        <Input
          {...control}
          {...registration}
          autoComplete="one-time-code"
          inputMode={allowRecovery ? 'text' : 'numeric'}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={40}
          className="font-mono tracking-wider sm:max-w-60"
        />
      )}
    </Field>
  );
}
