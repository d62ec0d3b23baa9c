import { useQuery } from '@tanstack/react-query';
import { History, Plus, Repeat } from 'lucide-react';
import { MEAL_SLOT_LABELS, type MealSlot } from '@/contracts/meals';
import type { FoodChoice } from '@/web/features/foods/food-choice';
import { mealSuggestions } from '@/web/features/meals/meals-api';
import { formatInteger } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { Button } from '@/web/ui/button';

/** One tap from the person's own history: frequent foods and the latest meals of this slot. */
export function HistorySuggestions({ slot, onAdd }: { slot: MealSlot; onAdd: (choices: FoodChoice[]) => void }) {
  const suggestions = useQuery({ queryKey: queryKeys.mealSuggestions(slot), queryFn: () => mealSuggestions(slot) });
  const data = suggestions.data;
  if (!data || (data.frequentFoods.length === 0 && data.recentMeals.length === 0)) return null;
  return (
    <section aria-labelledby="sugestoes-title" className="flex flex-col gap-3">
      <h2 id="sugestoes-title" className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <History className="size-4" aria-hidden="true" /> Do seu histórico
      </h2>
      {data.recentMeals.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {data.recentMeals.map((meal) => (
            <li key={meal.id}>
              <Button
                variant="outline"
                className="h-auto w-full justify-start py-2 text-left whitespace-normal"
                onClick={() => onAdd(meal.items)}
              >
                <Repeat aria-hidden="true" />
                <span>
                  Repetir {MEAL_SLOT_LABELS[meal.slot].toLowerCase()}:{' '}
                  {meal.items.map((item) => item.foodName).join(', ')}
                  {meal.totals.energyKcal !== null ? ` (${formatInteger(meal.totals.energyKcal)} kcal)` : ''}
                </span>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className="flex flex-wrap gap-2" aria-label="Alimentos frequentes">
        {data.frequentFoods.map((food) => (
          <li key={food.foodId}>
            <Button size="sm" variant="outline" onClick={() => onAdd([food])}>
              <Plus aria-hidden="true" /> {food.foodName}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
