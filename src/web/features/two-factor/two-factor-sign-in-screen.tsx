import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '@/domain/credentials/safe-next-path';
import { twoFactorSignInSchema } from '@/contracts/two-factor';
import { ApiRequestError } from '@/web/lib/api-error';
import { applyServerErrors } from '@/web/lib/form-errors';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { CheckboxField } from '@/web/ui/checkbox-field';
import { Spinner } from '@/web/ui/spinner';
import { AuthLayout } from '../auth/auth-layout';
import { CodeField } from './code-field';
import { signInWithCode } from './two-factor-api';

/**
 * /login/verificacao: the second step of a sign-in (decision 0042). The
 * password step left a pending sign-in in an HttpOnly cookie; this screen only
 * sends the code. When that sign-in ended (5 minutes, 5 wrong codes), it says
 * so and leads back to the password.
 */
export function TwoFactorSignInScreen() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const form = useForm({
    resolver: zodResolver(twoFactorSignInSchema),
    defaultValues: { code: '', rememberDevice: false },
  });
  const verify = useMutation({
    mutationFn: signInWithCode,
    onSuccess: (me) => {
      queryClient.setQueryData(queryKeys.me, me);
      navigate(next ?? '/dashboard', { replace: true });
    },
    onError: (error) => {
      setExpired(error instanceof ApiRequestError && error.code === 'sign_in_expired');
      setFormError(applyServerErrors(error, form.setError, ['code']));
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    verify.mutate(values);
  });
  const loginPath = next ? `/login?next=${encodeURIComponent(next)}` : '/login';

  return (
    <AuthLayout
      pageTitle="Verificação em duas etapas"
      heading="Verificação em duas etapas"
      description="Digite o código de 6 dígitos do app autenticador para terminar de entrar."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {formError ? (
          <Alert>
            {formError}{' '}
            {expired ? (
              <Link to={loginPath} className="font-semibold underline">
                Voltar para o login
              </Link>
            ) : null}
          </Alert>
        ) : null}
        <CodeField id="sign-in-code" registration={form.register('code')} error={form.formState.errors.code?.message} />
        <Controller
          control={form.control}
          name="rememberDevice"
          render={({ field }) => (
            <CheckboxField
              id="remember-device"
              label="Lembrar este dispositivo por 30 dias"
              checked={field.value ?? false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Button type="submit" size="lg" className="w-full" disabled={verify.isPending}>
          {verify.isPending ? <Spinner /> : null}
          Verificar
        </Button>
      </form>
      <p className="mt-6 text-sm text-slate-600">
        Sem acesso ao app? Digite um dos códigos de recuperação que você guardou ao ativar a verificação.
      </p>
      <p className="mt-3 text-sm">
        <Link to={loginPath} className="font-semibold text-brand-700 hover:underline">
          Voltar para o login
        </Link>
      </p>
    </AuthLayout>
  );
}
