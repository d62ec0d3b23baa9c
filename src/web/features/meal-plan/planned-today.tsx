import { useQuery } from '@tanstack/react-query';
import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import type { MealPlanDto } from '@/contracts/meal-plans';
import { formatInteger } from '@/web/lib/format';
import { currentPlanQuery } from './meal-plan-api';

type PlanDay = MealPlanDto['days'][number];
type PlanMeal = PlanDay['meals'][number];

/** The current plan's day for a date, or null (no plan, no Premium, or the date is outside the week). */
export function usePlannedDay(date: string): PlanDay | null {
  const plan = useQuery({ ...currentPlanQuery, staleTime: 60_000 });
  return plan.data?.days.find((day) => day.date === date) ?? null;
}

/** "Plano de hoje: 1.800 kcal · comido: 640 kcal", the home's planned-against-eaten line for the day. */
export function PlannedVsEaten({ planned, eatenKcal }: { planned: PlanDay; eatenKcal: number }) {
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-slate-700" data-planned-day>
      <ClipboardList className="size-4 text-brand-700" aria-hidden="true" />
      <span>
        Plano de hoje: <strong className="text-slate-900">{formatInteger(planned.totals.energyKcal)} kcal</strong> ·
        comido: <strong className="text-slate-900">{formatInteger(eatenKcal)} kcal</strong>
      </span>
      <Link to="/dashboard/plano" className="font-semibold text-brand-800 underline underline-offset-2">
        Ver o plano
      </Link>
    </p>
  );
}

/** The planned meal in one line beside what was logged: household amounts and the planned energy. */
export function PlannedMealNote({ meal }: { meal: PlanMeal }) {
  const foods = meal.items.map((item) => `${item.measure} de ${item.foodName}`).join(', ');
  return (
    <p className="mt-1 rounded-md bg-brand-50 px-2 py-1 text-sm text-slate-700" data-planned-meal>
      <span className="font-semibold text-slate-900">Planejado:</span> {foods} · {formatInteger(meal.totals.energyKcal)}{' '}
      kcal
    </p>
  );
}
