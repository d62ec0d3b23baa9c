import { ShieldCheck } from 'lucide-react';
import { SettingsCard } from '@/web/ui/settings-card';
import { ActiveSessionsList } from './active-sessions-list';
import { PasswordChangeForm } from './password-change-form';
import { FreshCodeGate } from '../two-factor/fresh-code-gate';
import { TwoFactorSection } from '../two-factor/two-factor-section';
import { PasskeysSection } from '../passkeys/passkeys-section';
import { useCurrentUser } from '../auth/use-current-user';

/** Settings → Segurança (#seguranca): password, two-factor sign-in, passkeys and the devices signed in. */
export function SecuritySection({ hasPassword }: { hasPassword: boolean }) {
  const me = useCurrentUser();
  return (
    <SettingsCard
      id="seguranca"
      title="Segurança"
      icon={ShieldCheck}
      description="Sua senha, a verificação em duas etapas, as passkeys e os dispositivos conectados à sua conta."
    >
      <FreshCodeGate idPrefix="password-change" action={hasPassword ? 'alterar a senha' : 'criar uma senha'}>
        <PasswordChangeForm hasPassword={hasPassword} />
      </FreshCodeGate>
      <TwoFactorSection hasPassword={hasPassword} />
      <PasskeysSection hasPassword={hasPassword} accountEmail={me.email} />
      <ActiveSessionsList />
    </SettingsCard>
  );
}
