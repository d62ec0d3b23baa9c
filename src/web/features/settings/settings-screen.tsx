import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { messageOf } from '@/web/lib/api-error';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { DocumentTitle } from '@/web/ui/document-title';
import { Spinner } from '@/web/ui/spinner';
import { SubscriptionSection } from '../billing/subscription-section';
import { AuditLogSection } from '../audit-log/audit-log-section';
import { HealthConsentSection } from '../health-consent/health-consent-section';
import { AppearanceSection } from './appearance-section';
import { AccessTokensSection } from './access-tokens-section';
import { DataRightsSection } from './data-rights-section';
import { GoalsSection } from './goals-section';
import { NotificationPrefsSection } from './notification-prefs-section';
import { ProfileSection } from './profile-section';
import { SecuritySection } from './security-section';
import { SettingsLinks } from './settings-links';
import { SettingsNav } from './settings-nav';
import { useSettings } from './use-settings';
import { WeightGoalSection } from './weight-goal-section';
import { WhatsappSection } from '../whatsapp/whatsapp-section';

/**
 * /dashboard/settings. Every section has an anchor (#perfil, #metas, #meta-de-peso,
 * #seguranca, #notificacoes, #aparencia, #whatsapp, #assistentes, #assinatura, #privacidade, #dados, #atividade, #sobre) that scrolls to it
 * and focuses it: the trial pill, the user menu, the dashboard tiles and the
 * e-mails link straight to one.
 */
export function SettingsScreen() {
  const { hash } = useLocation();
  const settings = useSettings();
  const ready = settings.isSuccess;
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [hash, ready]);

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page="Configurações" />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Configurações</h1>
      <SettingsNav />
      {settings.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : settings.isError ? (
        <div className="flex flex-col gap-3">
          <Alert>{messageOf(settings.error)}</Alert>
          <Button variant="outline" className="self-start" onClick={() => void settings.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <>
          <ProfileSection hasPassword={settings.data.hasPassword} />
          <GoalsSection settings={settings.data} />
          <WeightGoalSection />
          <SecuritySection hasPassword={settings.data.hasPassword} />
          <NotificationPrefsSection prefs={settings.data.notifications} />
          <AppearanceSection />
          <WhatsappSection />
          <AccessTokensSection />
        </>
      )}
      <SubscriptionSection />
      <HealthConsentSection />
      {settings.data ? <DataRightsSection hasPassword={settings.data.hasPassword} /> : null}
      <AuditLogSection />
      <SettingsLinks />
    </div>
  );
}
