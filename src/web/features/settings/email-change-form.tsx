import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { applyServerErrors } from '@/web/lib/form-errors';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Field } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { Spinner } from '@/web/ui/spinner';
import { useCurrentUser } from '../auth/use-current-user';
import { IdentityConfirmationField } from '@/web/ui/identity-confirmation-field';
import { changeEmail } from './settings-api';
import { emailFormSchema, type ConfirmationValues } from './settings-form-schemas';
import { useApplyMe } from './use-settings';

type Values = ConfirmationValues & { email: string };

/** New sign-in e-mail, confirmed with the password; both addresses receive a notice. */
export function EmailChangeForm({ hasPassword }: { hasPassword: boolean }) {
  const me = useCurrentUser();
  const applyMe = useApplyMe();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(emailFormSchema(hasPassword)) as never });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: changeEmail,
    onSuccess: (updated) => {
      applyMe(updated);
      form.reset({ email: '', password: '', confirmEmail: '' });
      toast.success(`E-mail alterado para ${updated.email}.`);
    },
    onError: (error) =>
      setFormError(applyServerErrors(error, form.setError, ['email', hasPassword ? 'password' : 'confirmEmail'])),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values);
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 border-t border-slate-200 pt-6"
      aria-labelledby="email-change-title"
    >
      <h3 id="email-change-title" className="font-semibold text-slate-900">
        Alterar e-mail
      </h3>
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="email-change-email" label="Novo e-mail" error={errors.email?.message}>
          {(control) => <Input {...control} {...form.register('email')} type="email" autoComplete="email" />}
        </Field>
        <IdentityConfirmationField
          idPrefix="email-change"
          hasPassword={hasPassword}
          accountEmail={me.email}
          error={errors.password ?? errors.confirmEmail}
          register={(name) => form.register(name)}
        />
      </div>
      <Button type="submit" variant="outline" className="self-start" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        Alterar e-mail
      </Button>
    </form>
  );
}
