import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { loginSchema } from '@/contracts/auth';
import type { Me } from '@/contracts/me';
import { applyServerErrors } from '@/web/lib/form-errors';
import { queryKeys } from '@/web/lib/query-keys';
import { safeNextPath } from '@/domain/credentials/safe-next-path';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { CheckboxField } from '@/web/ui/checkbox-field';
import { Field } from '@/web/ui/field';
import { PasswordInput } from '@/web/ui/password-input';
import { Spinner } from '@/web/ui/spinner';
import { logIn } from './auth-api';
import { AuthLayout } from './auth-layout';
import { EmailField } from './email-field';
import { GoogleButton } from './google-button';
import { PasskeySignInButton } from './passkey-sign-in-button';

/** The server sends a failed Google sign-in back to /login?erro=google. */
const GOOGLE_FAILED_MESSAGE = 'Não foi possível entrar com o Google. Tente novamente ou use seu e-mail e senha.';

export type LoginNotice = { notice?: string } | null;

export function LoginScreen() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const notice = (useLocation().state as LoginNotice)?.notice;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(
    params.get('erro') === 'google' ? GOOGLE_FAILED_MESSAGE : null,
  );

  // Any non-empty password goes to the server, which answers every wrong one alike ("E-mail ou senha incorretos"):
  // a short one is just as wrong, and saying the sign-up's length rule here told it instead (issue 25, item 12).
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const { errors } = form.formState;

  const signedIn = (me: Me) => {
    queryClient.setQueryData(queryKeys.me, me);
    navigate(next ?? '/dashboard', { replace: true });
  };

  const login = useMutation({
    mutationFn: logIn,
    onSuccess: (answer) => {
      if ('secondFactorRequired' in answer) {
        navigate(next ? `/login/verificacao?next=${encodeURIComponent(next)}` : '/login/verificacao');
        return;
      }
      signedIn(answer);
    },
    onError: (error) => setFormError(applyServerErrors(error, form.setError, ['email', 'password'])),
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    login.mutate(values);
  });

  return (
    <AuthLayout
      pageTitle="Entrar"
      heading="Bem-vindo de volta!"
      description="Entre para continuar cuidando da sua alimentação."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {notice ? <Alert variant="success">{notice}</Alert> : null}
        {formError ? <Alert>{formError}</Alert> : null}

        <EmailField registration={form.register('email')} error={errors.email?.message} />

        <Field
          id="password"
          label="Senha"
          error={errors.password?.message}
          labelAside={
            <Link to="/esqueci-senha" className="text-sm font-medium text-brand-700 hover:underline">
              Esqueceu a senha?
            </Link>
          }
        >
          {(control) => (
            <PasswordInput
              {...control}
              {...form.register('password')}
              autoComplete="current-password"
              required
              minLength={8}
            />
          )}
        </Field>

        <Controller
          control={form.control}
          name="remember"
          render={({ field }) => (
            <CheckboxField
              id="remember"
              label="Lembrar de mim"
              checked={field.value ?? false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />

        <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
          {login.isPending ? <Spinner /> : null}
          Entrar
        </Button>
      </form>

      {/* A passkey alone opens the account, second factor included (decision 0052); "Lembrar de mim" applies. */}
      <PasskeySignInButton remember={() => form.getValues('remember') ?? false} onSignedIn={signedIn} />

      <GoogleButton next={next} />

      <p className="mt-8 text-center text-sm text-slate-600">
        Não tem uma conta?{' '}
        <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
          Criar conta grátis
        </Link>
      </p>
      <p className="mt-3 text-center text-xs text-slate-600">
        Ao entrar, você concorda com os{' '}
        <Link to="/termos" className="underline hover:text-slate-900">
          Termos de Uso
        </Link>
        .
      </p>
    </AuthLayout>
  );
}
