import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLogo } from '@/web/ui/brand-logo';
import { Card } from '@/web/ui/card';
import { DocumentTitle } from '@/web/ui/document-title';
import { confirmationEmailSentence } from '@/contracts/email-delivery';
import { useEmailDelivery } from '../auth/auth-providers';

/** /conta-excluida: where a deleted account lands (after a full page load, so nothing of it stays cached). */
export function AccountDeletedScreen() {
  const emailDelivery = useEmailDelivery();
  return (
    <div className="min-h-dvh bg-slate-50 px-5 py-6">
      <DocumentTitle page="Conta excluída" />
      <header className="mx-auto max-w-xl">
        <Link to="/" className="inline-block rounded-lg" aria-label="Nutri — página inicial">
          <BrandLogo />
        </Link>
      </header>
      <main className="mx-auto mt-10 max-w-xl">
        <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
          <CheckCircle2 className="size-10 text-brand-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Sua conta foi excluída</h1>
          <p className="text-slate-700">
            Apagamos seus dados, cancelamos a assinatura e desconectamos todos os dispositivos.
            {confirmationEmailSentence(emailDelivery, 'a confirmação')}
          </p>
          <Link to="/" className="font-semibold text-brand-800 hover:underline">
            Voltar ao início
          </Link>
        </Card>
      </main>
    </div>
  );
}
