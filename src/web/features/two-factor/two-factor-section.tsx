import { useState } from 'react';
import { messageOf } from '@/web/lib/api-error';
import { formatDate } from '@/web/lib/format';
import { Alert } from '@/web/ui/alert';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { RegenerateRecoveryCodes } from './regenerate-recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';
import { useTwoFactor } from './use-two-factor';

/** Settings → Segurança → "Verificação em duas etapas" (decision 0042). */
export function TwoFactorSection({ hasPassword }: { hasPassword: boolean }) {
  const status = useTwoFactor();
  const [open, setOpen] = useState(false);
  // Kept here, not in the set-up: the status turns "enabled" as the codes arrive, and they must stay on screen.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [regenerated, setRegenerated] = useState(false);
  const enabled = status.data?.enabled ?? false;
  return (
    <section className="flex flex-col gap-3 border-t border-slate-200 pt-6" aria-labelledby="two-factor-title">
      <h3 id="two-factor-title" className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
        Verificação em duas etapas
        {status.data ? (
          <Badge variant={enabled ? 'solid' : 'neutral'}>{enabled ? 'Ativada' : 'Desativada'}</Badge>
        ) : null}
      </h3>
      {recoveryCodes ? (
        <RecoveryCodesPanel
          codes={recoveryCodes}
          onDone={() => setRecoveryCodes(null)}
          {...(regenerated
            ? { heading: 'Novos códigos de recuperação: os anteriores não valem mais. Guarde estes' }
            : {})}
        />
      ) : status.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : status.isError ? (
        <Alert>{messageOf(status.error)}</Alert>
      ) : enabled ? (
        <>
          <p className="text-sm text-slate-700">
            Ativada em {formatDate(status.data.enabledAt!)}. Ao entrar, além da senha, pedimos o código do app
            autenticador. Você tem {status.data.recoveryCodesLeft}{' '}
            {status.data.recoveryCodesLeft === 1
              ? 'código de recuperação restante'
              : 'códigos de recuperação restantes'}
            .
          </p>
          {open ? (
            <TwoFactorDisableForm hasPassword={hasPassword} onCancel={() => setOpen(false)} />
          ) : (
            <>
              <RegenerateRecoveryCodes
                onCodes={(codes) => {
                  setRegenerated(true);
                  setRecoveryCodes(codes);
                }}
              />
              <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>
                Desativar verificação em duas etapas
              </Button>
            </>
          )}
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            Além da senha, peça um código de 6 dígitos de um app autenticador no celular ao entrar e antes de mudar a
            senha, o e-mail, baixar seus dados, excluir a conta ou conectar um assistente de IA. Quem descobrir sua
            senha não entra.
          </p>
          {open ? (
            <TwoFactorSetup
              hasPassword={hasPassword}
              onCancel={() => setOpen(false)}
              onEnabled={(codes) => {
                setOpen(false);
                setRegenerated(false);
                setRecoveryCodes(codes);
              }}
            />
          ) : (
            <Button className="self-start" onClick={() => setOpen(true)}>
              Ativar verificação em duas etapas
            </Button>
          )}
        </>
      )}
    </section>
  );
}
