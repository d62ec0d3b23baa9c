import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileDown, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { apiUrl } from '@/contracts/api-route';
import { mealPlansApi } from '@/contracts/api-routes/meal-plans';
import type { MealPlanCreate, MealPlanDto } from '@/contracts/meal-plans';
import { PremiumGate } from '@/web/features/billing/premium-gate';
import { messageOf } from '@/web/lib/api-error';
import { formatInteger } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { DocumentTitle } from '@/web/ui/document-title';
import { Spinner } from '@/web/ui/spinner';
import * as api from './meal-plan-api';
import { PlanDay } from './plan-day';
import { PreferencesForm } from './preferences-form';
import { ShoppingList, shoppingKey } from './shopping-list';

const planKey = api.currentPlanQuery.queryKey;
const weekday = (date: string) =>
  new Intl.DateTimeFormat('pt-BR', { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

export function MealPlanRoute() {
  return (
    <PremiumGate feature="meal_plan">
      <MealPlanScreen />
    </PremiumGate>
  );
}

/** /dashboard/plano ("Plano alimentar", decision 0048): preferences → the week → swaps → shopping list → log. */
export function MealPlanScreen() {
  const client = useQueryClient();
  const current = useQuery(api.currentPlanQuery);
  const [day, setDay] = useState(0);
  const [asking, setAsking] = useState(false);
  const saved = (plan: MealPlanDto) => {
    client.setQueryData(planKey, plan);
    void client.invalidateQueries({ queryKey: shoppingKey });
  };
  const create = useMutation({
    mutationFn: (values: MealPlanCreate) => api.createPlan(values),
    onSuccess: (plan) => {
      saved(plan);
      setAsking(false);
      setDay(0);
    },
  });
  const edit = useMutation({
    mutationFn: (run: () => Promise<MealPlanDto>) => run(),
    onSuccess: saved,
    onError: (error) => toast.error(messageOf(error)),
  });
  const log = useMutation({
    mutationFn: (meal: number) => api.logPlannedMeal(day, meal),
    onSuccess: () => {
      toast.success('Refeição registrada como planejada. Você pode editá-la no Histórico.');
      void client.invalidateQueries({ queryKey: queryKeys.meals });
      void client.invalidateQueries({ queryKey: queryKeys.stats });
    },
    onError: (error) => toast.error(messageOf(error)),
  });

  const plan = current.data;
  const pending = edit.isPending || log.isPending;
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page="Plano alimentar" />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Plano alimentar</h1>
          <p className="text-sm text-slate-600">
            Uma semana de refeições nas suas metas, com alimentos do dia a dia, em medidas caseiras.
          </p>
        </div>
        {plan && !asking ? (
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button asChild variant="outline">
              {/* The server makes the PDF from the stored plan (the week and the shopping list). */}
              <a href={apiUrl(mealPlansApi.pdf)} download>
                <FileDown aria-hidden="true" /> Baixar PDF
              </a>
            </Button>
            <Button variant="outline" onClick={() => setAsking(true)}>
              Novo plano
            </Button>
          </div>
        ) : null}
      </div>
      {current.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : current.isError ? (
        <Alert>{messageOf(current.error)}</Alert>
      ) : !plan || asking ? (
        <PreferencesForm
          onSubmit={(values) => create.mutate(values)}
          pending={create.isPending}
          error={create.isError ? messageOf(create.error) : null}
        />
      ) : (
        <>
          <Alert variant="info">{plan.disclaimer}</Alert>
          <nav aria-label="Dias do plano" className="flex flex-wrap gap-2 print:hidden">
            {plan.days.map((d, i) => (
              <Button
                key={d.date}
                size="sm"
                variant={i === day ? 'default' : 'outline'}
                aria-current={i === day ? 'date' : undefined}
                onClick={() => setDay(i)}
              >
                {weekday(d.date)}
              </Button>
            ))}
          </nav>
          {plan.days[day] ? (
            <section aria-label={`Cardápio de ${weekday(plan.days[day].date)}`} className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-semibold text-slate-900">
                  {weekday(plan.days[day].date)}: {formatInteger(plan.days[day].totals.energyKcal)} kcal ·{' '}
                  {formatInteger(plan.days[day].totals.proteinG)} g de proteína ·{' '}
                  {formatInteger(plan.days[day].totals.fiberG)} g de fibras
                </h2>
                <Button
                  size="sm"
                  variant="outline"
                  className="print:hidden"
                  disabled={pending}
                  onClick={() => edit.mutate(() => api.regenerateDay(day))}
                >
                  <RefreshCw aria-hidden="true" /> Refazer o dia
                </Button>
              </div>
              <PlanDay
                day={plan.days[day]}
                dayIndex={day}
                actions={{
                  pending,
                  swap: (meal, item, option) => edit.mutate(() => api.swapItem(day, meal, item, option.foodId)),
                  lock: (meal, item, locked) => edit.mutate(() => api.lockItem(day, meal, item, locked)),
                  redoMeal: (meal) => edit.mutate(() => api.regenerateMeal(day, meal)),
                  log: (meal) => log.mutate(meal),
                }}
              />
            </section>
          ) : null}
          <ShoppingList />
        </>
      )}
    </div>
  );
}
