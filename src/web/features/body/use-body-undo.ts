import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { WaterEntry, WaterLogged, Weighing, WeightLogged } from '@/contracts/body';
import { UNDO_MS } from '@/web/features/meals/use-meal-actions';
import { formatMl } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { deleteWater, deleteWeight, restoreWater, restoreWeight } from './body-api';

/**
 * Undo for water and weight (issue 25), as meals have it (use-meal-actions.ts): every write is
 * done on the server at once, and "Desfazer" writes the opposite — a glass added is deleted, a
 * glass deleted is logged again at its own time, a weighing is deleted or the weight it replaced
 * that day is put back. Everything under ['stats'] is read again after each write (the day's
 * water, the streak, the charts and the weight card).
 */
export function useBodyUndo() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.stats });
  const attempt = (write: () => Promise<unknown>, done: string) => async () => {
    try {
      await write();
      await refresh();
      toast.success(done);
    } catch (error) {
      toast.error((error as Error).message);
    }
  };
  const undoable = (message: string, undo: () => Promise<void>) =>
    toast.success(message, { duration: UNDO_MS, action: { label: 'Desfazer', onClick: () => void undo() } });

  return {
    refresh,
    waterAdded(glass: WaterLogged) {
      undoable(
        `${formatMl(glass.ml)} de água registrados.`,
        attempt(() => deleteWater(glass.id), 'Registro de água desfeito.'),
      );
    },
    async removeWater(glass: WaterEntry) {
      try {
        await deleteWater(glass.id);
      } catch (error) {
        toast.error((error as Error).message);
        return;
      }
      await refresh();
      undoable(
        `${formatMl(glass.ml)} de água excluídos.`,
        attempt(() => restoreWater(glass.ml, glass.at), 'Registro de água restaurado.'),
      );
    },
    weightLogged(weighing: WeightLogged) {
      const { replacedKg } = weighing;
      undoable(
        'Peso registrado.',
        attempt(
          () => (replacedKg === null ? deleteWeight(weighing.id) : restoreWeight(replacedKg, weighing.date)),
          'Registro de peso desfeito.',
        ),
      );
    },
    async removeWeight(weighing: Weighing) {
      try {
        await deleteWeight(weighing.id);
      } catch (error) {
        toast.error((error as Error).message);
        return;
      }
      await refresh();
      undoable(
        'Peso excluído.',
        attempt(() => restoreWeight(weighing.weightKg, weighing.date), 'Peso restaurado.'),
      );
    },
  };
}
