import { HeartPulse } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { HEALTH_DATA_CONSENT } from '@/contracts/legal';
import { Button } from '@/web/ui/button';
import { CheckboxField } from '@/web/ui/checkbox-field';
import { Spinner } from '@/web/ui/spinner';
import { useHealthConsentChange } from './use-health-consent-change';

/**
 * Above every dashboard screen while the health-data consent does not stand
 * (an account from before it, or one that withdrew it): the health features
 * wait for it, and the API refuses their writes until then (decision 0046).
 */
export function HealthConsentPrompt() {
  const [ticked, setTicked] = useState(false);
  const give = useHealthConsentChange('give');
  return (
    <section aria-labelledby="health-consent-prompt-title" className="mx-auto mt-4 max-w-6xl px-4 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-3 rounded-xl border-2 border-amber-300 bg-amber-50 p-4">
        <h2 id="health-consent-prompt-title" className="flex items-center gap-2 font-semibold text-amber-950">
          <HeartPulse className="size-5" aria-hidden="true" />
          Autorização para tratar seus dados de saúde
        </h2>
        <p className="text-sm text-amber-950">
          Sem ela, o Nutri não registra refeições, análises, conversas, água nem peso. Você continua podendo ver, baixar
          e excluir o que já está guardado em{' '}
          <Link to="/dashboard/settings#privacidade" className="font-medium underline">
            Configurações → Privacidade
          </Link>
          .
        </p>
        <CheckboxField
          id="health-consent-prompt"
          checked={ticked}
          onCheckedChange={(checked) => setTicked(checked === true)}
          label={HEALTH_DATA_CONSENT.text}
        />
        <Button className="self-start" disabled={!ticked || give.isPending} onClick={() => give.mutate()}>
          {give.isPending ? <Spinner /> : null}
          Autorizar
        </Button>
      </div>
    </section>
  );
}
