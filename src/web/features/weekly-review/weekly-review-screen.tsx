import { useQuery } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { WeeklyReviewView } from '@/contracts/weekly-review';
import { addDays } from '@/domain/calendar/local-days';
import { formatDecimal, formatInteger, formatKcal, formatMl } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { Card } from '@/web/ui/card';
import { DocumentTitle } from '@/web/ui/document-title';
import { PageLoading } from '@/web/ui/spinner';
import { fetchWeeklyReview } from './weekly-review-api';
import { WrittenBy } from './written-by';

const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** /dashboard/semana: "Sua semana" (decision 0049), the same figures as Statistics for that Monday–Sunday. */
export function WeeklyReviewScreen() {
  const [params] = useSearchParams();
  const week = params.get('semana');
  const review = useQuery({ queryKey: queryKeys.weeklyReview(week ?? 'last'), queryFn: () => fetchWeeklyReview(week) });
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page="Sua semana" />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Sua semana</h1>
        {review.data ? (
          <p className="mt-1 text-slate-600">
            De {dayMonth(review.data.start)} a {dayMonth(review.data.end)} ·{' '}
            <Link
              className="text-brand-700 underline underline-offset-4"
              to={`/dashboard/semana?semana=${addDays(review.data.start, -7)}`}
            >
              Semana anterior
            </Link>
          </p>
        ) : null}
      </div>
      {review.data ? (
        <Review review={review.data} />
      ) : review.isError ? (
        <p role="alert" className="text-red-700">
          {review.error.message}
        </p>
      ) : (
        <PageLoading label="Carregando sua semana…" />
      )}
    </div>
  );
}

function Review({ review }: { review: WeeklyReviewView }) {
  const figures: Array<[string, ReactNode]> = [
    ['Dias com registro', `${review.daysLogged} de ${review.days}`],
    [
      'Energia média por dia registrado',
      review.averageEnergyKcal === null
        ? '—'
        : `${formatKcal(review.averageEnergyKcal)}${review.energyTargetKcal ? ` (meta ${formatKcal(review.energyTargetKcal)})` : ''}`,
    ],
    ['Dias na meta de energia (±10%)', String(review.daysOnEnergyTarget)],
    [
      'Dias com a proteína na meta',
      review.proteinTargetG ? `${review.daysProteinMet} (meta ${formatInteger(review.proteinTargetG)} g)` : '—',
    ],
    [
      'Água por dia, em média',
      `${formatMl(review.averageWaterMl)}${review.waterTargetMl ? ` · meta atingida em ${review.daysWaterMet} dias` : ''}`,
    ],
    [
      'Peso',
      review.weight
        ? `${review.weight.changeKg > 0 ? '+' : ''}${formatDecimal(review.weight.changeKg)} kg (${formatDecimal(review.weight.firstKg)} → ${formatDecimal(review.weight.lastKg)} kg)`
        : 'Registre o peso em dois dias da semana para ver a tendência',
    ],
  ];
  return (
    <>
      <Card className="p-5" aria-labelledby="sugestao-title">
        <h2 id="sugestao-title" className="flex items-center gap-2 font-semibold text-slate-900">
          <Lightbulb className="size-5 text-amber-600" aria-hidden="true" /> Sugestão para esta semana
        </h2>
        <p className="mt-2 text-slate-700">{review.suggestion}</p>
        <WrittenBy review={review} />
      </Card>
      <Card className="p-5" aria-labelledby="numeros-title">
        <h2 id="numeros-title" className="font-semibold text-slate-900">
          Os números
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        <Sources title="Maiores fontes de energia" unit="kcal" sources={review.topEnergy} />
        <Sources title="Maiores fontes de sódio" unit="mg" sources={review.topSodium} />
      </div>
    </>
  );
}

function Sources({ title, unit, sources }: { title: string; unit: string; sources: WeeklyReviewView['topEnergy'] }) {
  const id = `fontes-${unit}`;
  return (
    <Card className="p-5" aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-slate-900">
        {title}
      </h2>
      {sources.length ? (
        <ol className="mt-2 list-decimal pl-5 text-slate-700">
          {sources.map((source) => (
            <li key={source.name}>
              {source.name}: {formatInteger(source.amount)} {unit} ({source.percent}%)
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-slate-600">Nada registrado nesta semana.</p>
      )}
    </Card>
  );
}
