import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/web/ui/field';
import { Input } from '@/web/ui/input';

/** The e-mail field of the auth screens (sign-up, login, forgot password): one label, one autocomplete hint. */
export function EmailField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  return (
    <Field id="email" label="E-mail" error={error}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="email"
          autoComplete="email"
          required
          placeholder="voce@exemplo.com"
        />
      )}
    </Field>
  );
}
