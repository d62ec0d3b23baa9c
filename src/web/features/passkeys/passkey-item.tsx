import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { passkeyRenameSchema, type Passkey } from '@/contracts/passkeys';
import { messageOf } from '@/web/lib/api-error';
import { applyServerErrors } from '@/web/lib/form-errors';
import { formatDate, formatDateTime } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { ConfirmDialog } from '@/web/ui/alert-dialog';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Field } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { StepActions } from '../two-factor/step-actions';
import { removePasskey, renamePasskey } from './passkeys-api';

/** One passkey of the list: its name, when it was added and last used; "Renomear" and "Remover". */
export function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => removePasskey(passkey.id),
    onSuccess: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: queryKeys.passkeys });
      toast.success(`Passkey removida: ${passkey.name}.`);
    },
    onError: (error) => toast.error(messageOf(error)),
  });
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <KeyRound className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
      {renaming ? (
        <RenameForm passkey={passkey} onDone={() => setRenaming(false)} />
      ) : (
        <>
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words text-slate-900">
              {passkey.name} {passkey.backedUp ? <Badge variant="neutral">Sincronizada</Badge> : null}
            </p>
            <p className="text-sm text-slate-600">
              Adicionada em {formatDate(passkey.createdAt)} ·{' '}
              {passkey.lastUsedAt ? `último uso em ${formatDateTime(passkey.lastUsedAt)}` : 'ainda não usada'}
            </p>
          </div>
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={() => setRenaming(true)} aria-label={`Renomear ${passkey.name}`}>
              Renomear
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setConfirming(true)}
              aria-label={`Remover ${passkey.name}`}
            >
              Remover
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remover esta passkey?"
        confirmLabel="Remover passkey"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      >
        A passkey “{passkey.name}” deixa de entrar no Nutri. Ela continua guardada no dispositivo até você apagá-la por
        lá; você ainda entra com seu e-mail e senha.
      </ConfirmDialog>
    </li>
  );
}

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(passkeyRenameSchema), defaultValues: { name: passkey.name } });
  const [formError, setFormError] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: renamePasskey,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.passkeys });
      onDone();
    },
    onError: (error) => setFormError(applyServerErrors(error, form.setError, ['name'])),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    rename.mutate({ id: passkey.id, ...values });
  });
  const id = `passkey-name-${passkey.id}`;
  return (
    <form noValidate onSubmit={onSubmit} className="flex min-w-0 flex-1 flex-col gap-3" aria-label="Renomear passkey">
      <Field id={id} label="Nome da passkey" error={form.formState.errors.name?.message ?? formError ?? undefined}>
        {(control) => <Input {...control} {...form.register('name')} maxLength={60} autoComplete="off" autoFocus />}
      </Field>
      <StepActions pending={rename.isPending} onCancel={onDone}>
        Salvar
      </StepActions>
    </form>
  );
}
