import { useQuery } from '@tanstack/react-query';
import { FlaskConical } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { messageOf } from '@/web/lib/api-error';
import { formatBrl, formatDate } from '@/web/lib/format';
import { Alert } from '@/web/ui/alert';
import { BrandLogo } from '@/web/ui/brand-logo';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { DocumentTitle } from '@/web/ui/document-title';
import { PageLoading } from '@/web/ui/spinner';
import { fetchSandboxCheckout } from './billing-api';
import { TestCardForm } from './test-card-form';

/**
 * /assinatura/teste/:id — the sandbox provider's hosted checkout, clearly in
 * test mode: no money moves and only the documented test cards are accepted.
 */
export function SandboxCheckoutScreen() {
  const { id = '' } = useParams();
  const checkout = useQuery({ queryKey: ['billing', 'sandbox-checkout', id], queryFn: () => fetchSandboxCheckout(id) });
  if (checkout.isPending) return <PageLoading />;

  const c = checkout.data;
  const charge = c
    ? c.kind === 'update_card'
      ? c.firstChargeAt
        ? `Nada é cobrado agora; a próxima cobrança, de ${formatBrl(c.amountCents)} em ${formatDate(c.firstChargeAt)}, será neste cartão.`
        : `A mensalidade de ${formatBrl(c.amountCents)} será cobrada agora neste cartão.`
      : c.firstChargeAt
        ? `Nada é cobrado agora. A primeira cobrança, de ${formatBrl(c.amountCents)}, será em ${formatDate(c.firstChargeAt)}, no fim do teste grátis; depois, a cada mês.`
        : `Você será cobrado em ${formatBrl(c.amountCents)} agora e depois a cada mês.`
    : '';

  return (
    <div className="min-h-dvh bg-slate-50 px-4 py-6">
      <DocumentTitle page="Pagamento de teste" />
      <div
        role="note"
        className="mx-auto flex max-w-xl items-start gap-3 rounded-xl border-2 border-amber-400 bg-amber-50 p-4 text-amber-950"
      >
        <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p>
          <strong>MODO DE TESTE.</strong> Nenhum valor real é cobrado. Use um dos cartões de teste abaixo — cartões
          reais são recusados.
        </p>
      </div>
      <main className="mx-auto mt-6 flex max-w-xl flex-col gap-4">
        <BrandLogo />
        <Card className="flex flex-col gap-5 p-6">
          <h1 className="text-xl font-bold text-slate-900">
            {c?.kind === 'update_card' ? 'Novo cartão — Nutri Premium' : 'Assinatura Nutri Premium'}
          </h1>
          {checkout.isError ? (
            <Alert>{messageOf(checkout.error)}</Alert>
          ) : c?.completed ? (
            <Alert variant="success">Este pagamento já foi concluído.</Alert>
          ) : c && new Date(c.expiresAt) <= new Date() ? (
            <Alert>Esta sessão de pagamento expirou. Volte às configurações e comece de novo.</Alert>
          ) : c ? (
            <>
              <p className="text-slate-800">
                <span className="font-semibold">{formatBrl(c.amountCents)}/mês.</span> {charge}
              </p>
              <TestCardForm checkout={c} />
            </>
          ) : null}
          <Button asChild variant="link" className="self-start px-0">
            <Link to="/dashboard/settings#assinatura">Voltar sem pagar</Link>
          </Button>
        </Card>
      </main>
    </div>
  );
}
