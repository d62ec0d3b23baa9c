import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { localDate } from '@/domain/calendar/sao-paulo';
import { addDays } from '@/domain/calendar/local-days';
import { averageLoggedEnergy } from '@/domain/stats/period-summary';
import { getRangeStats } from '@/web/features/stats/stats-api';
import { HistoryLimitNotice } from '@/web/features/meals/history-limit-notice';
import { cn } from '@/web/lib/cn';
import { formatInteger } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { DocumentTitle } from '@/web/ui/document-title';
import { Spinner } from '@/web/ui/spinner';
import { StatsCharts } from './stats-charts';

const PERIODS = [7, 30, 90] as const;

/** /dashboard/stats ('Estatísticas'): the last 7, 30 or 90 São Paulo days, from the person's own log. */
export function StatsScreen() {
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>(7);
  const to = localDate(new Date());
  const from = addDays(to, -(period - 1));
  const range = useQuery({ queryKey: queryKeys.rangeStats(from, to), queryFn: () => getRangeStats(from, to) });
  const logged = range.data?.days.filter((d) => d.mealsLogged > 0).length ?? 0;
  const average = range.data ? averageLoggedEnergy(range.data.days) : null;
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page="Estatísticas" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Estatísticas</h1>
        <div role="group" aria-label="Período" className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
          {PERIODS.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={period === days}
              onClick={() => setPeriod(days)}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-semibold',
                period === days ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {days} dias
            </button>
          ))}
        </div>
      </div>
      <HistoryLimitNotice from={range.data?.limitedFrom} />
      {range.isPending ? (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> Carregando estatísticas…
        </p>
      ) : range.isError ? (
        <p role="alert" className="text-red-700">
          {range.error.message}
        </p>
      ) : logged === 0 && range.data.weights.length < 2 ? (
        // No meals, and at most the onboarding's weigh-in: one point is no chart yet.
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <BarChart3 className="size-8 text-brand-700" aria-hidden="true" />
          <p className="text-slate-700">
            Ainda não há refeições nos últimos {period} dias. Registre uma refeição para ver seus gráficos.
          </p>
          <Button asChild>
            <Link to="/dashboard/analyze">Analisar refeição</Link>
          </Button>
        </Card>
      ) : (
        <>
          <p className="text-slate-700">
            {logged} {logged === 1 ? 'dia com refeições' : 'dias com refeições'} nos últimos {period} dias
            {average !== null ? `; média de ${formatInteger(average)} kcal nesses dias` : ''}.
          </p>
          <StatsCharts range={range.data} />
        </>
      )}
    </div>
  );
}
