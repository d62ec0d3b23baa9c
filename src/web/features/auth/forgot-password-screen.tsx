import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { passwordResetRequestSchema } from '@/contracts/auth';
import { applyServerErrors } from '@/web/lib/form-errors';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { requestPasswordReset } from './auth-api';
import { AuthLayout } from './auth-layout';
import { EmailField } from './email-field';

// The same answer whether or not the account exists, so the page cannot be used to probe e-mails.
export const RESET_LINK_SENT_MESSAGE =
  'Se existir uma conta com este e-mail, enviamos um link para redefinir sua senha. O link vale por 30 minutos — confira também a caixa de spam.';

export function ForgotPasswordScreen() {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });
  const request = useMutation({
    mutationFn: requestPasswordReset,
    onError: (error) => setFormError(applyServerErrors(error, form.setError, ['email'])),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    request.mutate(values);
  });

  return (
    <AuthLayout
      pageTitle="Esqueci minha senha"
      heading="Esqueceu a senha?"
      description="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
    >
      {request.isSuccess ? (
        <Alert variant="success">{RESET_LINK_SENT_MESSAGE}</Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          {formError ? <Alert>{formError}</Alert> : null}
          <EmailField registration={form.register('email')} error={form.formState.errors.email?.message} />
          <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
            {request.isPending ? <Spinner /> : null}
            Enviar link de redefinição
          </Button>
        </form>
      )}
      <p className="mt-8 text-center text-sm text-slate-600">
        Lembrou a senha?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Voltar para o login
        </Link>
      </p>
    </AuthLayout>
  );
}
