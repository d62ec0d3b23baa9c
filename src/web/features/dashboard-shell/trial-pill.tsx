import { Clock, Crown } from 'lucide-react';
import { Link } from 'react-router';
import type { Me } from '@/contracts/me';
import { formatDate } from '@/web/lib/format';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/ui/tooltip';
import { daysLeftLabel, premiumLabel, trialInfo } from './trial';

/** Days left in the free trial (ceiling, decision 0009), leading to settings; once paid, the plan. */
export function TrialPill({ me }: { me: Me }) {
  const trial = trialInfo(me, new Date());
  const premium = premiumLabel(me);
  if (premium && me.subscription.status === 'trialing') {
    return (
      <Link
        to="/dashboard/settings#assinatura"
        className="hidden items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-xs font-semibold whitespace-nowrap text-brand-900 hover:bg-brand-100 sm:inline-flex"
      >
        <Crown className="size-3.5" aria-hidden="true" />
        {premium}
      </Link>
    );
  }
  if (!trial) return null;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Link
          to="/dashboard/settings#assinatura"
          className="inline-flex items-center gap-1.5 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-xs font-semibold whitespace-nowrap text-amber-900 hover:bg-amber-100"
        >
          <Clock className="size-3.5" aria-hidden="true" />
          {/* Phones get the short form; screen readers always get the full sentence. */}
          <span aria-hidden="true" className="sm:hidden">
            {trial.daysLeft}d
          </span>
          <span className="sr-only sm:not-sr-only">Teste grátis: {daysLeftLabel(trial.daysLeft)}</span>
        </Link>
      </TooltipTrigger>
      <TooltipContent>Seu teste grátis termina em {formatDate(trial.endsAt)}</TooltipContent>
    </Tooltip>
  );
}
