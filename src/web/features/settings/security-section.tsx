import { ShieldCheck } from 'lucide-react';
import { SettingsCard } from './settings-card';
import { ActiveSessionsList } from './active-sessions-list';
import { PasswordChangeForm } from './password-change-form';

/** Settings → Segurança (#seguranca): password and the devices signed in. */
export function SecuritySection({ hasPassword }: { hasPassword: boolean }) {
  return (
    <SettingsCard
      id="seguranca"
      title="Segurança"
      icon={ShieldCheck}
      description="Sua senha e os dispositivos conectados à sua conta."
    >
      <PasswordChangeForm hasPassword={hasPassword} />
      <ActiveSessionsList />
    </SettingsCard>
  );
}
