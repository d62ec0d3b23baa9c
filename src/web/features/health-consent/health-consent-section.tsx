import { useQuery } from '@tanstack/react-query';
import { HeartPulse } from 'lucide-react';
import { useState } from 'react';
import { HEALTH_DATA_CONSENT } from '@/contracts/legal';
import { messageOf } from '@/web/lib/api-error';
import { formatDateTime } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { SettingsCard } from '@/web/ui/settings-card';
import { fetchHealthConsent } from './health-consent-api';
import { useHealthConsentChange } from './use-health-consent-change';

/**
 * Settings → Privacidade (#privacidade): the health-data consent, when it was
 * given, and "Retirar consentimento" with what that does (LGPD art. 8, § 5 and
 * art. 18, IX), pointing to the export and the deletion (decision 0046).
 */
export function HealthConsentSection() {
  const status = useQuery({ queryKey: queryKeys.healthConsent, queryFn: fetchHealthConsent });
  const [confirming, setConfirming] = useState(false);
  const withdraw = useHealthConsentChange('withdraw');
  const give = useHealthConsentChange('give');
  return (
    <SettingsCard
      id="privacidade"
      title="Privacidade"
      icon={HeartPulse}
      description="Sua autorização para o Nutri tratar dados de saúde (LGPD, art. 11)."
    >
      {status.isPending ? (
        <Spinner className="size-5 text-brand-700" />
      ) : status.isError ? (
        <Alert>{messageOf(status.error)}</Alert>
      ) : (
        <div className="flex flex-col gap-3">
          <blockquote className="rounded-lg border-l-4 border-brand-300 bg-slate-50 p-3 text-sm text-slate-700">
            {HEALTH_DATA_CONSENT.text}
          </blockquote>
          {status.data.given ? (
            <p className="text-sm text-slate-700">
              Autorização dada em {formatDateTime(status.data.acceptedAt ?? '')} (versão {status.data.version}).
            </p>
          ) : (
            <p className="text-sm font-medium text-amber-900">
              {status.data.withdrawnAt
                ? `Autorização retirada em ${formatDateTime(status.data.withdrawnAt)}.`
                : 'Você ainda não deu esta autorização.'}{' '}
              Sem ela, o Nutri não registra refeições, análises, conversas, água nem peso.
            </p>
          )}
          {status.data.given && !confirming ? (
            <Button variant="outline" className="self-start" onClick={() => setConfirming(true)}>
              Retirar consentimento
            </Button>
          ) : null}
          {status.data.given && confirming ? (
            <div
              role="group"
              aria-labelledby="withdraw-title"
              className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
            >
              <h3 id="withdraw-title" className="font-semibold text-amber-950">
                Retirar a autorização?
              </h3>
              <ul className="list-disc pl-5 text-sm text-amber-950">
                <li>
                  O Nutri para de tratar novos dados de saúde seus: refeições, análises, fotos, conversas, água, peso e
                  metas deixam de ser registrados até você autorizar de novo.
                </li>
                <li>O que já está guardado continua visível para você, e só para você.</li>
                <li>
                  Se quiser,{' '}
                  <a href="#dados" className="font-medium underline">
                    baixe seus dados
                  </a>{' '}
                  antes e{' '}
                  <a href="#dados" className="font-medium underline">
                    exclua sua conta
                  </a>{' '}
                  para apagar tudo.
                </li>
              </ul>
              <div className="flex flex-wrap gap-3">
                <Button
                  variant="destructive"
                  disabled={withdraw.isPending}
                  onClick={() => withdraw.mutate(undefined, { onSuccess: () => setConfirming(false) })}
                >
                  {withdraw.isPending ? <Spinner /> : null}
                  Confirmar retirada
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  Manter autorização
                </Button>
              </div>
            </div>
          ) : null}
          {!status.data.given ? (
            <Button className="self-start" disabled={give.isPending} onClick={() => give.mutate()}>
              {give.isPending ? <Spinner /> : null}
              Autorizar de novo
            </Button>
          ) : null}
        </div>
      )}
    </SettingsCard>
  );
}
