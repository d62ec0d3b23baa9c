import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import type { Meal } from '@/contracts/meals';
import { createMeal, deleteMeal, itemRequests } from '@/web/features/meals/meals-api';
import { queryKeys } from '@/web/lib/query-keys';
import type { RepeatChoice } from './repeat-meal';

/** How long "Desfazer" is offered after a meal is deleted. */
export const UNDO_MS = 5_000;

/**
 * Delete with undo: the meal is deleted on the server at once (nothing is
 * left pending if the person closes the tab), and "Desfazer" logs it again
 * exactly as it was — same time, slot, foods, amounts, note and photo.
 * "Repetir refeição" logs the same items again today, in the same slot, at the
 * time the person picked (the meal's own time, or now — see repeat-meal.ts).
 */
export function useMealActions() {
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.meals }),
      queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
    ]);

  function remove(meal: Meal) {
    setHidden((current) => new Set(current).add(meal.id));
    deleteMeal(meal.id)
      .then(() => {
        void refresh();
        toast('Refeição excluída', {
          duration: UNDO_MS,
          action: { label: 'Desfazer', onClick: () => void restore(meal) },
        });
      })
      .catch((error: Error) => {
        toast.error(error.message);
        setHidden((current) => without(current, meal.id));
      });
  }

  async function restore(meal: Meal) {
    try {
      await createMeal({
        slot: meal.slot,
        eatenAt: meal.eatenAt,
        items: itemRequests(meal.items),
        note: meal.note,
        photoId: meal.photoId,
      });
      await refresh();
      toast.success('Refeição restaurada.');
    } catch (error) {
      toast.error((error as Error).message);
    }
  }

  const repeat = useMutation({
    mutationFn: ({ meal, choice }: { meal: Meal; choice: RepeatChoice }) =>
      createMeal({
        slot: choice.slot,
        eatenAt: choice.eatenAt,
        items: itemRequests(meal.items),
        note: meal.note,
      }),
    onSuccess: async (_meal, { choice }) => {
      await refresh();
      toast.success(`Refeição registrada de novo, hoje às ${choice.time}.`);
    },
    onError: (error) => toast.error(error.message),
  });

  return { hidden, remove, repeat };
}

function without(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}
