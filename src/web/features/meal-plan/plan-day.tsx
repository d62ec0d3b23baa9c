import { Lock, LockOpen, RefreshCw, Repeat } from 'lucide-react';
import { useState } from 'react';
import type { MealPlanDto, SubstitutionOptionDto } from '@/contracts/meal-plans';
import { MEAL_SLOT_LABELS } from '@/contracts/meals';
import { formatInteger } from '@/web/lib/format';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { SubstitutionList } from './substitution-list';

type Day = MealPlanDto['days'][number];

export interface DayActions {
  pending: boolean;
  swap: (meal: number, item: number, option: SubstitutionOptionDto) => void;
  lock: (meal: number, item: number, locked: boolean) => void;
  redoMeal: (meal: number) => void;
  log: (meal: number) => void;
}

/** One day of the plan: each meal's foods in household measures, with swap, lock, redo and "Registrar como planejado". */
export function PlanDay({ day, dayIndex, actions }: { day: Day; dayIndex: number; actions: DayActions }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-4">
      {day.meals.map((meal, m) => (
        <Card key={meal.slot} className="p-4" data-testid={`refeicao-${meal.slot}`}>
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-lg font-semibold text-slate-900">
              {MEAL_SLOT_LABELS[meal.slot]}{' '}
              <span className="text-sm font-normal text-slate-600">{formatInteger(meal.totals.energyKcal)} kcal</span>
            </h3>
            <div className="flex flex-wrap gap-2 print:hidden">
              <Button size="sm" variant="outline" disabled={actions.pending} onClick={() => actions.redoMeal(m)}>
                <RefreshCw aria-hidden="true" /> Refazer<span className="sr-only"> {MEAL_SLOT_LABELS[meal.slot]}</span>
              </Button>
              <Button size="sm" disabled={actions.pending} onClick={() => actions.log(m)}>
                Registrar como planejado<span className="sr-only"> ({MEAL_SLOT_LABELS[meal.slot]})</span>
              </Button>
            </div>
          </div>
          <ul className="flex flex-col gap-2">
            {meal.items.map((item, i) => {
              const key = `${m}:${i}`;
              return (
                <li key={`${item.foodId}-${i}`} className="flex flex-col gap-2">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-slate-800">
                      {item.measure} de {item.foodName}{' '}
                      <span className="text-sm text-slate-600">
                        ({formatInteger(item.grams)} g, {formatInteger(item.nutrients.energyKcal)} kcal)
                      </span>
                    </span>
                    <span className="flex gap-1 print:hidden">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-expanded={open === key}
                        onClick={() => setOpen(open === key ? null : key)}
                      >
                        <Repeat aria-hidden="true" /> Trocar<span className="sr-only"> {item.foodName}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-pressed={item.locked}
                        disabled={actions.pending}
                        onClick={() => actions.lock(m, i, !item.locked)}
                      >
                        {item.locked ? <Lock aria-hidden="true" /> : <LockOpen aria-hidden="true" />}
                        {item.locked ? 'Travado' : 'Travar'}
                        <span className="sr-only"> {item.foodName}</span>
                      </Button>
                    </span>
                  </div>
                  {open === key ? (
                    <SubstitutionList
                      at={{ day: dayIndex, meal: m, item: i }}
                      foodName={item.foodName}
                      pending={actions.pending}
                      onChoose={(option) => {
                        setOpen(null);
                        actions.swap(m, i, option);
                      }}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Card>
      ))}
    </div>
  );
}
