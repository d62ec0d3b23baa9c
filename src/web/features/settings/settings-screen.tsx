import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { DocumentTitle } from '@/web/ui/document-title';
import { SubscriptionSection } from '../billing/subscription-section';

/**
 * /dashboard/settings. The subscription section is reachable as
 * /dashboard/settings#assinatura (trial pill, user menu, e-mails, checkout return).
 */
export function SettingsScreen() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page="Configurações" />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Configurações</h1>
      <SubscriptionSection />
    </div>
  );
}
