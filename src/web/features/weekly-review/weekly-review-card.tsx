import { useQuery } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatKcal } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { Card } from '@/web/ui/card';
import { fetchWeeklyReview } from './weekly-review-api';
import { WrittenBy } from './written-by';

/** The dashboard's "Sua semana" card: last week in one line and its suggestion, linking to the page. */
export function WeeklyReviewCard() {
  const review = useQuery({ queryKey: queryKeys.weeklyReview('last'), queryFn: () => fetchWeeklyReview(null) });
  // Nothing logged last week (or the account is newer): nothing to review yet, so no card.
  if (!review.data || review.data.daysLogged === 0) return null;
  const { daysLogged, days, averageEnergyKcal, suggestion } = review.data;
  return (
    <Card className="p-5" aria-labelledby="sua-semana-card-title">
      <h2 id="sua-semana-card-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <CalendarCheck className="size-5 text-brand-700" aria-hidden="true" /> Sua semana
      </h2>
      <p className="mt-2 text-slate-700">
        {daysLogged} de {days} dias registrados
        {averageEnergyKcal !== null ? `, média de ${formatKcal(averageEnergyKcal)} por dia registrado` : ''}.
      </p>
      <p className="mt-1 text-slate-700">{suggestion}</p>
      <WrittenBy review={review.data} />
      <Link
        to="/dashboard/semana"
        className="mt-3 inline-block font-medium text-brand-700 underline underline-offset-4"
      >
        Ver o resumo da semana
      </Link>
    </Card>
  );
}
