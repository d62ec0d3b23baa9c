import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DEFAULT_MEALS_PER_DAY } from '@/contracts/onboarding';
import { localDate } from '@/domain/calendar/sao-paulo';
import { applyServerErrors } from '@/web/lib/form-errors';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { BrandLogo } from '@/web/ui/brand-logo';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { DocumentTitle } from '@/web/ui/document-title';
import { Spinner } from '@/web/ui/spinner';
import { ConsentCheckboxes } from '../auth/consent-checkboxes';
import { HealthConsentCheckbox } from '../health-consent/health-consent-checkbox';
import { firstName, useCurrentUser } from '../auth/use-current-user';
import { useLogout } from '../auth/use-logout';
import { saveOnboarding } from './onboarding-api';
import { OnboardingFields, ONBOARDING_FIELDS } from './onboarding-fields';
import { onboardingFormSchema } from './onboarding-form-schema';

export function OnboardingScreen() {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useLogout();
  const [formError, setFormError] = useState<string | null>(null);
  // "Today" in São Paulo bounds the birth date, exactly as the server checks it.
  const today = useMemo(() => localDate(new Date()), []);
  const schema = useMemo(
    () => onboardingFormSchema(today, me.consentsRequired, me.healthConsentRequired),
    [today, me.consentsRequired, me.healthConsentRequired],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { mealsPerDay: DEFAULT_MEALS_PER_DAY } });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: saveOnboarding,
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.me, updated);
      toast.success('Tudo pronto! Calculamos suas metas diárias.');
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      const consentFields = [
        ...(me.consentsRequired ? (['terms', 'disclaimer'] as const) : []),
        ...(me.healthConsentRequired ? (['healthData'] as const) : []),
      ];
      setFormError(applyServerErrors(error, form.setError, [...ONBOARDING_FIELDS, ...consentFields]));
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values);
  });
  const consentError = errors.terms?.message ?? errors.disclaimer?.message;

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-6 sm:py-10">
      <DocumentTitle page="Configuração inicial" />
      <header className="mx-auto flex max-w-2xl items-center justify-between">
        <BrandLogo />
        <Button variant="ghost" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Sair
        </Button>
      </header>
      <main className="mx-auto mt-6 max-w-2xl">
        <Card className="p-6 sm:p-8">
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
            <Sparkles className="size-6" aria-hidden="true" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
            Bem-vindo(a) ao Nutri, {firstName(me.name)}!
          </h1>
          <p className="mt-2 text-slate-600">
            Conte um pouco sobre você para calcularmos suas metas diárias de calorias, macronutrientes e água. Leva
            menos de um minuto.
          </p>

          <form noValidate onSubmit={onSubmit} className="mt-8 flex flex-col gap-6">
            {formError ? <Alert>{formError}</Alert> : null}
            <OnboardingFields form={form} today={today} />
            {me.consentsRequired ? (
              <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-800">Antes de continuar</legend>
                <ConsentCheckboxes
                  control={form.control}
                  errorId={consentError ? 'consents-error' : undefined}
                  invalid={{ terms: Boolean(errors.terms), disclaimer: Boolean(errors.disclaimer) }}
                />
                {consentError ? (
                  <p id="consents-error" role="alert" className="text-sm font-medium text-red-700">
                    {consentError}
                  </p>
                ) : null}
              </fieldset>
            ) : null}
            {me.healthConsentRequired ? (
              <div className="flex flex-col gap-2">
                <HealthConsentCheckbox
                  control={form.control}
                  invalid={Boolean(errors.healthData)}
                  errorId={errors.healthData ? 'health-consent-error' : undefined}
                />
                {errors.healthData ? (
                  <p id="health-consent-error" role="alert" className="text-sm font-medium text-red-700">
                    {errors.healthData.message}
                  </p>
                ) : null}
              </div>
            ) : null}
            <Button type="submit" size="lg" className="w-full sm:self-end sm:w-auto" disabled={save.isPending}>
              {save.isPending ? <Spinner /> : null}
              Concluir Configuração
            </Button>
          </form>
        </Card>
        <p className="mt-6 text-center text-xs text-slate-600">
          As metas são estimativas educativas e não substituem a orientação de um nutricionista ou médico.
        </p>
      </main>
    </div>
  );
}
