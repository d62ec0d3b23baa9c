import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { createMeal, itemRequests, updateMeal } from '@/web/features/meals/meals-api';
import { eatenAtOf, type MealWhen } from '@/web/features/meals/meal-when';
import { queryKeys } from '@/web/lib/query-keys';
import type { MealDraft } from './meal-draft';

interface SaveInput {
  draft: MealDraft;
  when: MealWhen;
  note: string;
  photoId: string | null;
}

/** Saves the reviewed meal (new, or the one being edited), refreshes what shows meals, and goes to the history. */
export function useSaveMeal(editingId: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ draft, when, note, photoId }: SaveInput) => {
      const body = {
        slot: when.slot,
        eatenAt: eatenAtOf(when),
        items: itemRequests(draft.items),
        note: note.trim() || null,
        photoId,
      };
      return editingId ? updateMeal(editingId, body) : createMeal(body);
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.meals }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
      ]);
      toast.success(editingId ? 'Refeição atualizada!' : 'Refeição salva!');
      await navigate('/dashboard/history');
    },
  });
}
