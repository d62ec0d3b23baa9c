import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { secondFactorCodeSchema } from '@/contracts/two-factor';
import { applyServerErrors } from '@/web/lib/form-errors';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { useCurrentUser } from '../auth/use-current-user';
import { IdentityConfirmationField } from '@/web/ui/identity-confirmation-field';
import { confirmationSchema } from '@/web/ui/identity-confirmation-schema';
import { CodeField } from './code-field';
import { StepActions } from './step-actions';
import { disableTwoFactor } from './two-factor-api';

type Values = { password?: string; confirmEmail?: string; code: string };

/** Turning two factors off asks for both: the password (or e-mail) and a code (decision 0042). */
export function TwoFactorDisableForm({ hasPassword, onCancel }: { hasPassword: boolean; onCancel: () => void }) {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = confirmationSchema(hasPassword).extend({ code: secondFactorCodeSchema });
  const form = useForm<Values>({ resolver: zodResolver(schema) as never, defaultValues: { code: '' } });
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor });
      void queryClient.invalidateQueries({ queryKey: queryKeys.rememberedDevices });
      toast.success('Verificação em duas etapas desativada.');
      onCancel();
    },
    onError: (error) =>
      setFormError(applyServerErrors(error, form.setError, [hasPassword ? 'password' : 'confirmEmail', 'code'])),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    disable.mutate(values);
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label="Desativar a verificação em duas etapas"
    >
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <IdentityConfirmationField
          idPrefix="two-factor-disable"
          hasPassword={hasPassword}
          accountEmail={me.email}
          error={form.formState.errors.password ?? form.formState.errors.confirmEmail}
          register={(name) => form.register(name)}
        />
        <CodeField
          id="two-factor-disable-code"
          registration={form.register('code')}
          error={form.formState.errors.code?.message}
        />
      </div>
      <StepActions pending={disable.isPending} onCancel={onCancel} destructive>
        Desativar verificação
      </StepActions>
    </form>
  );
}
