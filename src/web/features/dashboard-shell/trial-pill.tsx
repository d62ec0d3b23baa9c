import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { Me } from '@/contracts/me';
import { formatDate } from '@/web/lib/format';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/web/ui/tooltip';
import { daysLeftLabel, trialInfo } from './trial';

/** Days left in the free trial (ceiling, specification section 4), leading to settings. */
export function TrialPill({ me }: { me: Me }) {
  const trial = trialInfo(me, new Date());
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
          <span className="sr-only sm:not-sr-only">Trial: {daysLeftLabel(trial.daysLeft)}</span>
        </Link>
      </TooltipTrigger>
      <TooltipContent>Seu teste grátis termina em {formatDate(trial.endsAt)}</TooltipContent>
    </Tooltip>
  );
}
