import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Camera, CopyPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { brazilianDate } from '@/contracts/dates';
import type { Meal } from '@/contracts/meals';
import { localDate } from '@/domain/calendar/sao-paulo';
import { useDebounced } from '@/web/features/foods/use-debounced';
import { getMealDayTotals, listMeals, type MealFilters } from '@/web/features/meals/meals-api';
import { nutrientText } from '@/web/features/foods/nutrient-values';
import { formatLongDate } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { DocumentTitle } from '@/web/ui/document-title';
import { Spinner } from '@/web/ui/spinner';
import { CopyDayDialog, type DayCopyChoice } from './copy-day-dialog';
import { CopyMealDialog } from './copy-meal-dialog';
import { groupByDay } from './group-by-day';
import { HistoryFilters } from './history-filters';
import { HistoryLimitNotice } from './history-limit-notice';
import { MealCard } from './meal-card';
import { MealDetailDialog } from './meal-detail-dialog';
import { useMealActions } from './use-meal-actions';

/** /dashboard/history: meals by day with totals, searchable and filterable, loading more as the person scrolls. */
export function HistoryScreen() {
  const [filters, setFilters] = useState<MealFilters>({});
  const settled = useDebounced(filters, 250);
  const [open, setOpen] = useState<Meal | null>(null);
  const [copying, setCopying] = useState<Meal | null>(null);
  const [copyingDay, setCopyingDay] = useState<DayCopyChoice | null>(null);
  const { hidden, remove, repeat } = useMealActions();
  const pages = useInfiniteQuery({
    queryKey: queryKeys.mealList(settled),
    queryFn: ({ pageParam }) => listMeals(settled, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const meals = (pages.data?.pages.flatMap((page) => page.items) ?? []).filter((meal) => !hidden.has(meal.id));
  const days = groupByDay(meals);
  // "Total do dia" is the whole day's from the server (issue 25): a page may end mid-day. Until it
  // arrives, the loaded meals' sum (the same for every day the page holds whole).
  const dates = days.map((day) => day.date);
  const dayTotals = useQuery({
    queryKey: queryKeys.mealDayTotals(dates),
    queryFn: () => getMealDayTotals(dates),
    enabled: dates.length > 0,
    placeholderData: keepPreviousData,
  });
  const wholeDay = new Map(dayTotals.data?.days.map((day) => [day.date, day]));
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const filtered = Object.values(settled).some((v) => v !== undefined && v !== '');

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page="Histórico" />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Histórico</h1>
      <Card className="p-4">
        <HistoryFilters value={filters} onChange={setFilters} />
      </Card>
      <HistoryLimitNotice from={pages.data?.pages[0]?.limitedFrom} />
      {pages.isPending ? (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> Carregando refeições…
        </p>
      ) : pages.isError ? (
        <p role="alert" className="text-red-700">
          {pages.error.message}
        </p>
      ) : meals.length === 0 ? (
        <EmptyHistory filtered={filtered} onClear={() => setFilters({})} />
      ) : (
        days.map((day) => {
          const totals = wholeDay.get(day.date) ?? day.totals;
          return (
            <section key={day.date} aria-labelledby={`dia-${day.date}`} className="flex flex-col gap-2">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={`dia-${day.date}`} className="font-semibold text-slate-900 first-letter:uppercase">
                  {formatLongDate(day.date)}
                </h2>
                <div className="flex items-center gap-2">
                  <p className="text-sm text-slate-600">
                    Total do dia: {nutrientText(totals.totals.energyKcal, 'kcal')}
                    {totals.incomplete.includes('energyKcal') ? ' (parcial)' : ''}
                  </p>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Copiar o dia ${brazilianDate(day.date)}`}
                    onClick={() => setCopyingDay({ from: day.date, to: localDate(new Date()) })}
                  >
                    <CopyPlus aria-hidden="true" /> Copiar o dia
                  </Button>
                </div>
              </div>
              <ul className="flex flex-col gap-2">
                {day.meals.map((meal) => (
                  <li key={meal.id}>
                    <MealCard meal={meal} onOpen={() => setOpen(meal)} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
      <div ref={sentinel} aria-hidden="true" />
      {hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
        >
          {isFetchingNextPage ? <Spinner /> : null} Carregar mais
        </Button>
      ) : null}
      <MealDetailDialog
        meal={open}
        onClose={() => setOpen(null)}
        repeating={repeat.isPending}
        onRepeat={(meal, choice) => repeat.mutate({ meal, choice }, { onSuccess: () => setOpen(null) })}
        onDelete={(meal) => {
          setOpen(null);
          remove(meal);
        }}
        onCopy={(meal) => {
          setOpen(null);
          setCopying(meal);
        }}
      />
      <CopyMealDialog meal={copying} onClose={() => setCopying(null)} />
      <CopyDayDialog choice={copyingDay} onClose={() => setCopyingDay(null)} />
    </div>
  );
}

function EmptyHistory({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Camera className="size-6" aria-hidden="true" />
      </span>
      {filtered ? (
        <>
          <p className="text-slate-700">Nenhuma refeição encontrada com esses filtros.</p>
          <Button variant="outline" onClick={onClear}>
            Limpar filtros
          </Button>
        </>
      ) : (
        <>
          <p className="text-slate-700">Você ainda não registrou nenhuma refeição.</p>
          <Button asChild>
            <Link to="/dashboard/analyze">Analisar refeição</Link>
          </Button>
        </>
      )}
    </Card>
  );
}
