import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { twoFactorEnableSchema, type TwoFactorSetupAnswer } from '@/contracts/two-factor';
import { applyServerErrors } from '@/web/lib/form-errors';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { useCurrentUser } from '../auth/use-current-user';
import { IdentityConfirmationField } from '@/web/ui/identity-confirmation-field';
import { confirmationSchema, type ConfirmationValues } from '@/web/ui/identity-confirmation-schema';
import { CodeField } from './code-field';
import { StepActions } from './step-actions';
import { enableTwoFactor, startTwoFactorSetup } from './two-factor-api';

/**
 * Turning two factors on, in two steps on the same card: the password again,
 * then the QR code (and the secret in text) with the first code. The recovery
 * codes that come back go to `onEnabled`, which shows them once.
 */
export function TwoFactorSetup({
  hasPassword,
  onCancel,
  onEnabled,
}: {
  hasPassword: boolean;
  onCancel: () => void;
  onEnabled: (recoveryCodes: string[]) => void;
}) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoFactorSetupAnswer | null>(null);
  if (setup) {
    return (
      <ScanStep
        setup={setup}
        onEnabled={(codes) => {
          onEnabled(codes);
          void queryClient.invalidateQueries({ queryKey: queryKeys.twoFactor });
        }}
        onCancel={onCancel}
      />
    );
  }
  return <PasswordStep hasPassword={hasPassword} onStarted={setSetup} onCancel={onCancel} />;
}

function PasswordStep({
  hasPassword,
  onStarted,
  onCancel,
}: {
  hasPassword: boolean;
  onStarted: (setup: TwoFactorSetupAnswer) => void;
  onCancel: () => void;
}) {
  const me = useCurrentUser();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ConfirmationValues>({ resolver: zodResolver(confirmationSchema(hasPassword)) as never });
  const start = useMutation({
    mutationFn: startTwoFactorSetup,
    onSuccess: onStarted,
    onError: (error) =>
      setFormError(applyServerErrors(error, form.setError, [hasPassword ? 'password' : 'confirmEmail'])),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    start.mutate(values);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Confirmar para ativar">
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="sm:max-w-sm">
        <IdentityConfirmationField
          idPrefix="two-factor-setup"
          hasPassword={hasPassword}
          accountEmail={me.email}
          error={form.formState.errors.password ?? form.formState.errors.confirmEmail}
          register={(name) => form.register(name)}
        />
      </div>
      <StepActions pending={start.isPending} onCancel={onCancel}>
        Continuar
      </StepActions>
    </form>
  );
}

function ScanStep({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetupAnswer;
  onEnabled: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(twoFactorEnableSchema), defaultValues: { code: '' } });
  const enable = useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: (answer) => onEnabled(answer.recoveryCodes),
    onError: (error) => setFormError(applyServerErrors(error, form.setError, ['code'])),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    enable.mutate(values);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Ativar com o app autenticador">
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700">
        <li>Abra um app autenticador no celular (Google Authenticator, Microsoft Authenticator, Aegis, 1Password…).</li>
        <li>Leia o QR code abaixo com o app, ou digite a chave manualmente.</li>
        <li>Digite o código de 6 dígitos que o app mostrar.</li>
      </ol>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <img
          src={setup.qrCode}
          alt="QR code para adicionar o Nutri ao app autenticador"
          width={176}
          height={176}
          className="size-44 rounded-lg border border-slate-200 bg-white"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm text-slate-700" id="two-factor-secret-label">
            Chave para digitar no app:
          </p>
          <code
            aria-labelledby="two-factor-secret-label"
            data-testid="two-factor-secret"
            className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all text-slate-900"
          >
            {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </div>
      </div>
      {formError ? <Alert>{formError}</Alert> : null}
      <CodeField
        id="two-factor-enable-code"
        label="Código do app"
        allowRecovery={false}
        registration={form.register('code')}
        error={form.formState.errors.code?.message}
      />
      <StepActions pending={enable.isPending} onCancel={onCancel}>
        Ativar
      </StepActions>
    </form>
  );
}
