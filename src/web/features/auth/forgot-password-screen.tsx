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
        // The server's answer: the same whether or not the account exists, and "enviamos" only with SMTP.
        <Alert variant={request.data.email === 'smtp' ? 'success' : 'info'}>{request.data.message}</Alert>
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
