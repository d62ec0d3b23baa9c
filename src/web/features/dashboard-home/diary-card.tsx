import { useQuery } from '@tanstack/react-query';
import { Copy, CopyPlus, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MEAL_SLOT_LABELS, type Meal } from '@/contracts/meals';
import type { DayStats } from '@/contracts/stats';
import { addDays } from '@/domain/calendar/local-days';
import { localTime } from '@/domain/calendar/sao-paulo';
import { diarySlots } from '@/domain/meals/diary-slots';
import { FoodSourceBadge } from '@/web/features/foods/food-source-badge';
import { itemAmountText } from '@/web/features/foods/item-amount';
import { nutrientText } from '@/web/features/foods/nutrient-values';
import { CopyDayDialog, type DayCopyChoice } from '@/web/features/meals/copy-day-dialog';
import { CopyMealDialog } from '@/web/features/meals/copy-meal-dialog';
import { PlannedMealNote, PlannedVsEaten, usePlannedDay } from '@/web/features/meal-plan/planned-today';
import { listDayMeals } from '@/web/features/meals/meals-api';
import { formatInteger } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { Spinner } from '@/web/ui/spinner';
import { MacroBars } from './macro-bars';

/**
 * The home's diary (issue 25, what MyFitnessPal and Yazio users expect): each meal slot with its foods, amount
 * and energy, the slot's total, a "+" that opens the analysis with that slot chosen, and the day's macros
 * against the targets. Everything from the server: the day's meals and its stats.
 */
export function DiaryCard({ day }: { day: DayStats }) {
  const meals = useQuery({ queryKey: queryKeys.dayMeals(day.date), queryFn: () => listDayMeals(day.date) });
  const [copying, setCopying] = useState<Meal | null>(null);
  const [copyingDay, setCopyingDay] = useState<DayCopyChoice | null>(null);
  // The plano alimentar's day beside the diary (issue 27 item 5): planned against eaten, per meal and for the day.
  const planned = usePlannedDay(day.date);
  const copyAction = (meal: Meal) => (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Copiar ${MEAL_SLOT_LABELS[meal.slot]} das ${localTime(new Date(meal.eatenAt))}`}
      onClick={() => setCopying(meal)}
    >
      <Copy aria-hidden="true" /> Copiar
    </Button>
  );
  return (
    <Card aria-labelledby="diario-title" className="p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="diario-title" className="text-lg font-semibold text-slate-900">
          Diário de hoje
        </h2>
        <p className="text-sm text-slate-600">
          <strong className="text-slate-900">{formatInteger(day.energyKcal)} kcal</strong>
          {day.energyTargetKcal ? ` de ${formatInteger(day.energyTargetKcal)} kcal` : null}
        </p>
      </div>
      {planned ? <PlannedVsEaten planned={planned} eatenKcal={day.energyKcal} /> : null}
      <div className="mt-4">
        <MacroBars day={day} />
      </div>
      <Button
        variant="outline"
        size="sm"
        className="mt-4"
        onClick={() => setCopyingDay({ from: addDays(day.date, -1), to: day.date })}
      >
        <CopyPlus aria-hidden="true" /> Copiar o dia de ontem
      </Button>
      {meals.data ? (
        <ul className="mt-5 flex flex-col divide-y divide-slate-200 border-t border-slate-200">
          {diarySlots(meals.data, day.mealsPerDay).map((slot) => (
            <li key={slot.slot} className="py-3">
              <section aria-label={MEAL_SLOT_LABELS[slot.slot]}>
                <div className="flex items-center justify-between gap-3">
                  <h3 className="font-semibold text-slate-900">{MEAL_SLOT_LABELS[slot.slot]}</h3>
                  <div className="flex items-center gap-2">
                    <span className="text-sm font-semibold text-slate-900" data-slot-total>
                      {formatInteger(slot.energyKcal)} kcal{slot.partial ? ' (parcial)' : ''}
                    </span>
                    <Link
                      to={`/dashboard/analyze?refeicao=${slot.slot}`}
                      aria-label={`Adicionar em ${MEAL_SLOT_LABELS[slot.slot]}`}
                      className="flex size-9 items-center justify-center rounded-full border border-brand-200 text-brand-700 hover:bg-brand-50"
                    >
                      <Plus className="size-4" aria-hidden="true" />
                    </Link>
                  </div>
                </div>
                {planned?.meals
                  .filter((meal) => meal.slot === slot.slot)
                  .map((meal) => (
                    <PlannedMealNote key={meal.slot} meal={meal} />
                  ))}
                {slot.meals.length === 0 ? (
                  <p className="mt-1 text-sm text-slate-600">Nada registrado.</p>
                ) : (
                  slot.meals.map((meal) => <DiaryMealItems key={meal.id} meal={meal} actions={copyAction(meal)} />)
                )}
              </section>
            </li>
          ))}
        </ul>
      ) : meals.isError ? (
        <p role="alert" className="mt-4 text-red-700">
          {meals.error.message}
        </p>
      ) : (
        <p className="mt-4 flex items-center gap-2 text-slate-600">
          <Spinner /> Carregando as refeições…
        </p>
      )}
      <CopyMealDialog meal={copying} onClose={() => setCopying(null)} />
      <CopyDayDialog choice={copyingDay} onClose={() => setCopyingDay(null)} />
    </Card>
  );
}

function DiaryMealItems({ meal, actions }: { meal: Meal; actions: ReactNode }) {
  return (
    <div className="mt-2">
      <ul aria-label={`Itens de ${MEAL_SLOT_LABELS[meal.slot]}`} className="flex flex-col gap-1">
        {meal.items.map((item, index) => {
          const amount = itemAmountText(item);
          return (
            <li key={`${item.foodId}-${index}`} className="flex items-start justify-between gap-3 text-sm">
              <span className="min-w-0">
                <span className="text-slate-900">{item.foodName}</span>
                {item.foodSource === 'taco' ? null : (
                  <>
                    {' '}
                    <FoodSourceBadge source={item.foodSource} />
                  </>
                )}
                {amount ? <span className="block text-slate-600">{amount}</span> : null}
              </span>
              <span className="shrink-0 text-slate-700">{nutrientText(item.nutrients.energyKcal, 'kcal')}</span>
            </li>
          );
        })}
      </ul>
      {actions ? <div className="mt-1 flex justify-end">{actions}</div> : null}
    </div>
  );
}
