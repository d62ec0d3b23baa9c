import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import type { Me } from '@/contracts/me';
import { TRIAL_DAYS, trialDayNumber } from '@/domain/billing/trial';
import { daysLeftLabel, premiumLabel, trialInfo } from '@/web/features/dashboard-shell/trial';
import { formatDate } from '@/web/lib/format';
import { Button } from '@/web/ui/button';
import { Progress } from '@/web/ui/progress';

/**
 * 'Teste grátis do Premium ativo' (md screens and up): days left, end date, 'Dia X de 7' and the way to subscribe.
 * Once the person has paid, the same place says so and offers nothing to buy.
 */
export function TrialBanner({ me, now }: { me: Me; now: Date }) {
  const trial = trialInfo(me, now);
  const premium = premiumLabel(me);
  if (premium && me.subscription.status === 'trialing') {
    return (
      <section aria-label="Assinatura" className="hidden rounded-2xl border border-brand-200 bg-brand-50 p-4 md:block">
        <p className="flex items-center gap-2 font-semibold text-brand-900">
          <Crown className="size-5" aria-hidden="true" /> {premium}
        </p>
      </section>
    );
  }
  if (!trial) return null;
  const day = trialDayNumber(new Date(trial.endsAt), now);
  return (
    <section
      aria-labelledby="trial-title"
      className="hidden rounded-2xl border border-amber-200 bg-amber-50 p-5 md:block"
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="trial-title" className="flex items-center gap-2 font-semibold text-amber-950">
            <Crown className="size-5" aria-hidden="true" /> Teste grátis do Premium ativo
          </h2>
          <p className="mt-1 text-sm text-amber-900">
            {daysLeftLabel(trial.daysLeft)} · termina em {formatDate(trial.endsAt)}
          </p>
        </div>
        <Button asChild>
          <Link to="/dashboard/settings#assinatura">Confirmar Assinatura Agora</Link>
        </Button>
      </div>
      <div className="mt-4 flex items-center gap-3">
        <Progress
          value={(day / TRIAL_DAYS) * 100}
          aria-label={`Dia ${day} de ${TRIAL_DAYS} do teste`}
          className="flex-1"
        />
        <span className="text-sm font-semibold text-amber-950">
          Dia {day} de {TRIAL_DAYS}
        </span>
      </div>
    </section>
  );
}
