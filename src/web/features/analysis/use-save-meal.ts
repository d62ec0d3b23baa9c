import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MEAL_SLOT_LABELS, mealSchema } from '@/contracts/meals';
import { useCurrentUser } from '@/web/features/auth/use-current-user';
import { itemRequests, updateMeal } from '@/web/features/meals/meals-api';
import { dropQueuedPhoto } from '@/web/features/offline/photo-queue';
import { QUEUED_MESSAGE, saveOrQueue } from '@/web/features/offline/save-or-queue';
import { countLoggedMeal } from '@/web/features/pwa/install-prompt-state';
import { eatenAtOf, type MealWhen } from '@/web/features/meals/meal-when';
import { queryKeys } from '@/web/lib/query-keys';
import type { MealDraft } from './meal-draft';

interface SaveInput {
  draft: MealDraft;
  when: MealWhen;
  note: string;
  photoId: string | null;
}

/**
 * Saves the reviewed meal (new, or the one being edited), refreshes what shows meals, and goes to the history.
 * A new meal with no connection is queued on the device and sent later (decision 0030).
 */
export function useSaveMeal(editingId: string | null, queuedPhotoId?: string) {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // Not paused offline: a new meal is queued on the device (decision 0030).
    networkMode: 'always',
    mutationFn: ({ draft, when, note, photoId }: SaveInput) => {
      const body = {
        slot: when.slot,
        eatenAt: eatenAtOf(when),
        items: itemRequests(draft.items),
        note: note.trim() || null,
        photoId,
      };
      if (editingId) return updateMeal(editingId, body).then(() => ({ queued: false }));
      const label = `${MEAL_SLOT_LABELS[when.slot]}: ${draft.items.map((item) => item.foodName).join(', ')}`;
      return saveOrQueue({ userId: me.id, kind: 'meal', body, label }, mealSchema);
    },
    onSuccess: async ({ queued }) => {
      if (!editingId) countLoggedMeal();
      // The reviewed photo is a meal now (sent or queued with its own key): it leaves the photo queue.
      if (queuedPhotoId) {
        await dropQueuedPhoto(queuedPhotoId);
        queryClient.removeQueries({ queryKey: queryKeys.queuedPhoto(queuedPhotoId) });
      }
      if (queued) {
        toast.info(QUEUED_MESSAGE);
        await navigate('/dashboard');
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.meals }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
      ]);
      toast.success(editingId ? 'Refeição atualizada!' : 'Refeição salva!');
      await navigate('/dashboard/history');
    },
  });
}
