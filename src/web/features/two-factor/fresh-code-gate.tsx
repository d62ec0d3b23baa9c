import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { twoFactorVerifySchema } from '@/contracts/two-factor';
import { applyServerErrors } from '@/web/lib/form-errors';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { CodeField } from './code-field';
import { verifySecondFactor } from './two-factor-api';
import { useTwoFactor } from './use-two-factor';

/**
 * In front of a sensitive action (decision 0042: password, e-mail, export,
 * deletion, new MCP token): with two factors on and no code in the last 10
 * minutes, a code box stands where the action would be. The server refuses the
 * action anyway (403 `second_factor_required`); this only saves a wasted try.
 */
export function FreshCodeGate({
  idPrefix,
  action,
  children,
}: {
  idPrefix: string;
  action: string;
  children: ReactNode;
}) {
  const status = useTwoFactor();
  if (!status.data?.enabled || status.data.fresh) return children;
  return <ConfirmCodeForm idPrefix={idPrefix} action={action} />;
}

function ConfirmCodeForm({ idPrefix, action }: { idPrefix: string; action: string }) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(twoFactorVerifySchema), defaultValues: { code: '' } });
  const verify = useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: (status) => queryClient.setQueryData(queryKeys.twoFactor, status),
    onError: (error) => setFormError(applyServerErrors(error, form.setError, ['code'])),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    verify.mutate(values);
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      aria-labelledby={`${idPrefix}-fresh-title`}
    >
      <h3 id={`${idPrefix}-fresh-title`} className="flex items-center gap-2 font-semibold text-slate-900">
        <ShieldCheck className="size-5 text-brand-700" aria-hidden="true" />
        Confirme que é você
      </h3>
      <p className="text-sm text-slate-700">
        Para {action}, digite o código do app autenticador. Depois disso, por 10 minutos, não pedimos de novo.
      </p>
      {formError ? <Alert>{formError}</Alert> : null}
      <CodeField
        id={`${idPrefix}-fresh-code`}
        registration={form.register('code')}
        error={form.formState.errors.code?.message}
      />
      <Button type="submit" className="self-start" disabled={verify.isPending}>
        {verify.isPending ? <Spinner /> : null}
        Confirmar
      </Button>
    </form>
  );
}
