import { zodResolver } from '@hookform/resolvers/zod';
import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { IdentityConfirmation } from '@/contracts/settings';
import { ApiRequestError } from '@/web/lib/api-error';
import { applyServerErrors } from '@/web/lib/form-errors';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { IdentityConfirmationField } from '@/web/ui/identity-confirmation-field';
import { confirmationSchema, type ConfirmationValues } from '@/web/ui/identity-confirmation-schema';
import { StepActions } from '../two-factor/step-actions';
import { passkeyErrorMessage } from '../auth/passkey-errors';
import { finishPasskeyRegistration, startPasskeyRegistration } from './passkeys-api';

/**
 * Adding a passkey: the password again (or the e-mail, for a Google account),
 * then the browser's own prompt (fingerprint, face, PIN or the phone), then it
 * is listed with the browser's name until the person renames it.
 */
export function PasskeyAddForm({
  hasPassword,
  accountEmail,
  onDone,
}: {
  hasPassword: boolean;
  /** The account's e-mail, typed in full to confirm when there is no password. */
  accountEmail: string;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ConfirmationValues>({ resolver: zodResolver(confirmationSchema(hasPassword)) as never });
  const add = useMutation({
    mutationFn: async (values: IdentityConfirmation) => {
      const optionsJSON = await startPasskeyRegistration(values);
      return finishPasskeyRegistration(await startRegistration({ optionsJSON }));
    },
    onSuccess: (passkey) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.passkeys });
      toast.success(`Passkey adicionada: ${passkey.name}. Dê um nome que você reconheça, se quiser.`);
      onDone();
    },
    onError: (error) =>
      setFormError(
        error instanceof ApiRequestError
          ? applyServerErrors(error, form.setError, [hasPassword ? 'password' : 'confirmEmail'])
          : passkeyErrorMessage(error, 'create'),
      ),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    add.mutate(values);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Adicionar uma passkey">
      {formError ? <Alert>{formError}</Alert> : null}
      <p className="text-sm text-slate-700">
        Confirme que é você. Depois, o navegador pede a digital, o rosto, o PIN do computador ou o celular.
      </p>
      <div className="sm:max-w-sm">
        <IdentityConfirmationField
          idPrefix="passkey-add"
          hasPassword={hasPassword}
          accountEmail={accountEmail}
          error={form.formState.errors.password ?? form.formState.errors.confirmEmail}
          register={(name) => form.register(name)}
        />
      </div>
      <StepActions pending={add.isPending} onCancel={onDone}>
        Continuar
      </StepActions>
    </form>
  );
}
