import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { profileUpdateSchema } from '@/contracts/settings';
import { applyServerErrors } from '@/web/lib/form-errors';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Field } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { Spinner } from '@/web/ui/spinner';
import { useCurrentUser } from '../auth/use-current-user';
import { AvatarPicker } from './avatar-picker';
import { EmailChangeForm } from './email-change-form';
import { FreshCodeGate } from '../two-factor/fresh-code-gate';
import { updateProfile } from './settings-api';
import { SettingsCard } from '@/web/ui/settings-card';
import { useApplyMe } from './use-settings';

/** Settings → Perfil (#perfil): name and sign-in e-mail. */
export function ProfileSection({ hasPassword }: { hasPassword: boolean }) {
  const me = useCurrentUser();
  const applyMe = useApplyMe();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(profileUpdateSchema), defaultValues: { name: me.name } });
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => {
      applyMe(updated);
      form.reset({ name: updated.name });
      toast.success('Nome atualizado.');
    },
    onError: (error) => setFormError(applyServerErrors(error, form.setError, ['name'])),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values);
  });

  return (
    <SettingsCard
      id="perfil"
      title="Perfil"
      icon={UserRound}
      description="Sua foto, como você aparece no Nutri e o e-mail de acesso."
    >
      <AvatarPicker />
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Alterar nome">
        {formError ? <Alert>{formError}</Alert> : null}
        <Field id="profile-name" label="Nome completo" error={form.formState.errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="name" />}
        </Field>
        <Button type="submit" className="self-start" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          Salvar nome
        </Button>
      </form>
      <FreshCodeGate idPrefix="email-change" action="alterar o e-mail">
        <EmailChangeForm hasPassword={hasPassword} />
      </FreshCodeGate>
    </SettingsCard>
  );
}
