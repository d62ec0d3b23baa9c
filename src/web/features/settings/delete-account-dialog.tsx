import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { api } from '@/web/lib/api-client';
import { accountApi } from '@/contracts/api-routes/settings';
import { applyServerErrors } from '@/web/lib/form-errors';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Dialog, DialogContent } from '@/web/ui/dialog';
import { Spinner } from '@/web/ui/spinner';
import { useCurrentUser } from '../auth/use-current-user';
import { IdentityConfirmationField } from '@/web/ui/identity-confirmation-field';
import { deleteAccountFormSchema, type ConfirmationValues } from './settings-form-schemas';

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hasPassword: boolean;
}

const deleteAccount = (body: ConfirmationValues) => api(accountApi.delete, { body });

/** Asks for the password (or the e-mail, for Google-only accounts) before deleting everything. */
export function DeleteAccountDialog({ open, onOpenChange, hasPassword }: DeleteAccountDialogProps) {
  const me = useCurrentUser();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ConfirmationValues>({ resolver: zodResolver(deleteAccountFormSchema(hasPassword)) as never });
  const { errors } = form.formState;
  const remove = useMutation({
    mutationFn: deleteAccount,
    // A full page load drops every cached byte of the person's data (as 'Sair' does).
    onSuccess: () => window.location.assign('/conta-excluida'),
    onError: (error) =>
      setFormError(applyServerErrors(error, form.setError, [hasPassword ? 'password' : 'confirmEmail'])),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    remove.mutate(values);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <DialogContent
        title="Excluir sua conta para sempre?"
        description="Todos os seus dados serão apagados e a assinatura será cancelada. Isso não pode ser desfeito."
      >
        <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
          {formError ? <Alert>{formError}</Alert> : null}
          <IdentityConfirmationField
            idPrefix="delete-account"
            hasPassword={hasPassword}
            accountEmail={me.email}
            error={errors.password ?? errors.confirmEmail}
            register={(name) => form.register(name)}
            passwordLabel="Sua senha"
          />
          <p className="text-sm text-slate-600">
            Você receberá um e-mail em {me.email} confirmando a exclusão. Se quiser uma cópia dos seus dados, baixe-a
            antes.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => onOpenChange(false)}>
              Manter minha conta
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? <Spinner /> : null}
              Excluir minha conta
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
