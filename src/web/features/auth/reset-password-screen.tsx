import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '@/web/lib/api-error';
import { applyServerErrors } from '@/web/lib/form-errors';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { confirmPasswordReset } from './auth-api';
import { AuthLayout } from './auth-layout';
import type { LoginNotice } from './login-screen';
import { NewPasswordFields } from './new-password-fields';
import { resetPasswordFormSchema } from './reset-password-form-schema';

export const PASSWORD_CHANGED_NOTICE = 'Senha redefinida com sucesso! Entre com a sua nova senha.';

export function ResetPasswordScreen() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [tokenRejected, setTokenRejected] = useState(false);
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const [password, confirmPassword] = useWatch({ control: form.control, name: ['password', 'confirmPassword'] });

  const reset = useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: () =>
      navigate('/login', { replace: true, state: { notice: PASSWORD_CHANGED_NOTICE } satisfies LoginNotice }),
    onError: (error) => {
      setTokenRejected(error instanceof ApiRequestError && error.code === 'invalid_reset_token');
      setFormError(applyServerErrors(error, form.setError, ['password']));
    },
  });
  const onSubmit = form.handleSubmit(({ token: resetToken, password: newPassword }) => {
    setFormError(null);
    reset.mutate({ token: resetToken, password: newPassword });
  });

  // A token-less URL, a malformed one or one the server refused (used, expired) all lead to the same place: a new link.
  const tokenProblem = token ? (errors.token?.message ?? null) : 'Link de redefinição inválido.';
  const askNewLink = Boolean(tokenProblem) || tokenRejected;

  return (
    <AuthLayout
      pageTitle="Redefinir senha"
      heading="Crie uma nova senha"
      description="Escolha uma senha que você não use em outros sites."
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        {tokenProblem || formError ? (
          <Alert>
            {formError ?? tokenProblem}{' '}
            {askNewLink ? (
              <Link to="/esqueci-senha" className="font-semibold underline">
                Pedir um novo link
              </Link>
            ) : null}
          </Alert>
        ) : null}
        <NewPasswordFields
          label="Nova senha"
          confirmLabel="Confirmar nova senha"
          password={password}
          confirmPassword={confirmPassword}
          register={{ password: form.register('password'), confirmPassword: form.register('confirmPassword') }}
          errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        />
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending || !token}>
          {reset.isPending ? <Spinner /> : null}
          Redefinir senha
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-slate-600">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Voltar para o login
        </Link>
      </p>
    </AuthLayout>
  );
}
