import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { messages, signupSchema } from '@/contracts/auth';
import { ApiRequestError } from '@/web/lib/api-error';
import { applyServerErrors } from '@/web/lib/form-errors';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Field } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { Spinner } from '@/web/ui/spinner';
import { signUp } from './auth-api';
import { AuthLayout } from './auth-layout';
import { ConsentCheckboxes } from './consent-checkboxes';
import { HealthConsentCheckbox } from '../health-consent/health-consent-checkbox';
import { healthConsentMessages } from '@/contracts/health-consent';
import { EmailField } from './email-field';
import { GoogleButton } from './google-button';
import { NewPasswordFields } from './new-password-fields';

const FORM_ALERT_ID = 'signup-alert';

export function SignupScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formAlert, setFormAlert] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(signupSchema),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
      terms: false,
      disclaimer: false,
      healthData: false,
    },
  });
  const { errors } = form.formState;
  const [password, confirmPassword, terms, disclaimer, healthData] = useWatch({
    control: form.control,
    name: ['password', 'confirmPassword', 'terms', 'disclaimer', 'healthData'],
  });
  const consented = terms === true && disclaimer === true && healthData === true;
  const mismatch = confirmPassword.length > 0 && password !== confirmPassword;

  const signup = useMutation({
    mutationFn: signUp,
    onSuccess: (me) => {
      queryClient.setQueryData(queryKeys.me, me);
      navigate('/onboarding', { replace: true });
    },
    onError: (error) => {
      // 409 carries no field list but belongs under the e-mail (decision 0003).
      if (error instanceof ApiRequestError && error.code === 'email_taken') {
        form.setError('email', { type: 'server', message: error.message }, { shouldFocus: true });
        setFormAlert(null);
        return;
      }
      setFormAlert(applyServerErrors(error, form.setError, ['name', 'email', 'password', 'confirmPassword']));
    },
  });

  // Decision 0029 (sign-up rules): unticked boxes and a mismatch each raise an alert that stops the submit;
  // the schema still runs so every other field shows its message at the same time.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (signup.isPending) return event.preventDefault();
    const alert = !(terms && disclaimer)
      ? messages.consentsRequired
      : !healthData
        ? healthConsentMessages.required
        : mismatch
          ? messages.passwordMismatch
          : null;
    setFormAlert(alert);
    if (alert) toast.error(alert);
    return form.handleSubmit((values) => {
      if (!alert) signup.mutate(values);
    })(event);
  }

  return (
    <AuthLayout
      pageTitle="Criar conta"
      heading="Crie sua conta grátis"
      description="Comece a cuidar da sua alimentação com a ajuda da sua nutricionista virtual."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <Field id="name" label="Nome completo" error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register('name')} autoComplete="name" required />}
        </Field>
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        <NewPasswordFields
          label="Senha"
          confirmLabel="Confirmar senha"
          password={password}
          confirmPassword={confirmPassword}
          register={{ password: form.register('password'), confirmPassword: form.register('confirmPassword') }}
          errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        />

        <ConsentCheckboxes
          control={form.control}
          errorId={formAlert ? FORM_ALERT_ID : undefined}
          invalid={{ terms: Boolean(formAlert) && !terms, disclaimer: Boolean(formAlert) && !disclaimer }}
        />
        <HealthConsentCheckbox
          control={form.control}
          invalid={Boolean(formAlert) && !healthData}
          errorId={formAlert ? FORM_ALERT_ID : undefined}
        />

        {formAlert ? <Alert id={FORM_ALERT_ID}>{formAlert}</Alert> : null}

        <Button
          type="submit"
          size="lg"
          className="w-full"
          // aria-disabled rather than disabled: the button looks and reads as disabled until the three
          // boxes are ticked, yet an attempt (click, Enter in a field) still reaches onSubmit and
          // gets the explanation instead of silently doing nothing.
          aria-disabled={!consented || signup.isPending}
        >
          {signup.isPending ? <Spinner /> : null}
          Criar Conta Grátis
        </Button>
        <p className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          <Gift className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Ao criar sua conta, seu teste grátis de 7 dias começa automaticamente. Sem cobrança durante o teste.
        </p>
      </form>

      <GoogleButton next={null} />

      <p className="mt-8 text-center text-sm text-slate-600">
        Já tem uma conta?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Entrar
        </Link>
      </p>
    </AuthLayout>
  );
}
