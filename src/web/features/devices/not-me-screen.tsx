import { useMutation } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { messageOf } from '@/web/lib/api-error';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { AuthLayout } from '../auth/auth-layout';
import { useEmailDelivery } from '../auth/auth-providers';
import { reportNotMe } from './devices-api';

/**
 * /nao-fui-eu?token=…: the link of a sign-in alert (decision 0042). Opening
 * the page changes nothing (mail scanners open links); the button ends every
 * session and e-mails a link to set a new password.
 */
export function NotMeScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const queryClient = useQueryClient();
  const emailDelivery = useEmailDelivery();
  const report = useMutation({
    mutationFn: () => reportNotMe(token),
    // This browser's session ended too.
    onSuccess: () => queryClient.setQueryData(queryKeys.me, null),
  });
  return (
    <AuthLayout
      pageTitle="Não fui eu"
      heading="Não reconhece este acesso?"
      description={
        'Encerramos todas as sessões da sua conta, em todos os dispositivos, e removemos as passkeys' +
        (emailDelivery === 'smtp' ? '; enviamos para o seu e-mail um link para criar uma nova senha.' : '.')
      }
    >
      {report.isSuccess ? (
        <div className="flex flex-col gap-4">
          <Alert variant="success">{report.data.message}</Alert>
          <p className="text-sm text-slate-700">
            {report.data.email === 'none'
              ? null
              : 'Abra o e-mail "Redefinição de senha do Nutri" e crie uma senha nova. '}
            Depois, em Configurações → Segurança, ative a verificação em duas etapas.
          </p>
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Ir para o login
          </Link>
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          {!token ? <Alert>Link inválido. Abra o link do e-mail de novo.</Alert> : null}
          {report.isError ? <Alert>{messageOf(report.error)}</Alert> : null}
          <Button size="lg" variant="destructive" disabled={!token || report.isPending} onClick={() => report.mutate()}>
            {report.isPending ? <Spinner /> : null}
            Encerrar todas as sessões
          </Button>
          <p className="text-sm text-slate-600">
            Foi você? Não precisa fazer nada:{' '}
            <Link to="/login" className="font-semibold text-brand-700 hover:underline">
              voltar para o Nutri
            </Link>
            .
          </p>
        </div>
      )}
    </AuthLayout>
  );
}
