import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Meal } from '@/contracts/meals';
import { brazilianDate } from '@/contracts/dates';
import { queryKeys } from '@/web/lib/query-keys';
import { copyDay, copyMeal } from './meal-copy-api';
import { eatenAtOf, type MealWhen } from './meal-when';

/** "Copiar" a meal and "Copiar o dia" (decision 0053): the diary, the history and the stats follow. */
export function useCopyMeals({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.meals }),
      queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
    ]);
  const meal = useMutation({
    mutationFn: ({ source, when, key }: { source: Meal; when: MealWhen; key: string }) =>
      copyMeal(source.id, { slot: when.slot, eatenAt: eatenAtOf(when) }, key),
    onSuccess: async (_copy, { when }) => {
      await refresh();
      onDone();
      toast.success(`Refeição copiada para ${brazilianDate(when.date)} às ${when.time}.`);
    },
  });
  const day = useMutation({
    mutationFn: ({ from, to, key }: { from: string; to: string; key: string }) => copyDay(from, to, key),
    onSuccess: async ({ meals }, { from, to }) => {
      await refresh();
      onDone();
      const count = meals.length === 1 ? '1 refeição copiada' : `${meals.length} refeições copiadas`;
      toast.success(`${count} de ${brazilianDate(from)} para ${brazilianDate(to)}.`);
    },
  });
  return { meal, day };
}
