import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { applyServerErrors } from '@/web/lib/form-errors';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Field } from '@/web/ui/field';
import { PasswordInput } from '@/web/ui/password-input';
import { Spinner } from '@/web/ui/spinner';
import { useCurrentUser } from '../auth/use-current-user';
import { IdentityConfirmationField } from '@/web/ui/identity-confirmation-field';
import { changePassword } from './settings-api';
import { passwordFormSchema, type ConfirmationValues } from './settings-form-schemas';

type Values = ConfirmationValues & { newPassword: string; confirmPassword: string };

/** A new password; every other device is signed out (the server revokes their sessions). */
export function PasswordChangeForm({ hasPassword }: { hasPassword: boolean }) {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(passwordFormSchema(hasPassword)) as never });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      form.reset({ password: '', confirmEmail: '', newPassword: '', confirmPassword: '' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.settingsSessions });
      toast.success('Senha alterada. Os outros dispositivos foram desconectados.');
    },
    onError: (error) =>
      setFormError(
        applyServerErrors(error, form.setError, [
          hasPassword ? 'password' : 'confirmEmail',
          'newPassword',
          'confirmPassword',
        ]),
      ),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="password-change-title">
      <h3 id="password-change-title" className="font-semibold text-slate-900">
        {hasPassword ? 'Alterar senha' : 'Criar uma senha'}
      </h3>
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <IdentityConfirmationField
          idPrefix="password-change"
          hasPassword={hasPassword}
          accountEmail={me.email}
          error={errors.password ?? errors.confirmEmail}
          register={(name) => form.register(name)}
        />
        <Field id="new-password" label="Nova senha" error={errors.newPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('newPassword')}
              autoComplete="new-password"
              toggleNoun="nova senha"
            />
          )}
        </Field>
        <Field id="confirm-new-password" label="Confirmar nova senha" error={errors.confirmPassword?.message}>
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('confirmPassword')}
              autoComplete="new-password"
              toggleNoun="confirmação da senha"
            />
          )}
        </Field>
      </div>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        {hasPassword ? 'Alterar senha' : 'Criar senha'}
      </Button>
    </form>
  );
}
