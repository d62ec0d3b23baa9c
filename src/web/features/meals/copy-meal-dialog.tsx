import { Copy } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { MEAL_SLOT_LABELS, type Meal } from '@/contracts/meals';
import { localTime } from '@/domain/calendar/sao-paulo';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Dialog, DialogContent } from '@/web/ui/dialog';
import { tooLateMessage, whenFor, type MealWhen } from './meal-when';
import { MealWhenFields } from './meal-when-fields';
import { repeatChoices } from './repeat-meal';
import { useCopyMeals } from './use-copy-meals';

/**
 * "Copiar" a meal to a day, time and slot the person chooses (issue 25, decision 0053). It starts on today, in the
 * meal's slot, at its time when that has come, else now.
 */
export function CopyMealDialog({ meal, onClose }: { meal: Meal | null; onClose: () => void }) {
  return (
    <Dialog open={meal !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {meal ? (
        <DialogContent
          title="Copiar refeição"
          description={`${MEAL_SLOT_LABELS[meal.slot]} das ${localTime(new Date(meal.eatenAt))}: ${meal.items.map((item) => item.foodName).join(', ')}`}
        >
          <CopyMealForm key={meal.id} meal={meal} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CopyMealForm({ meal, onClose }: { meal: Meal; onClose: () => void }) {
  const id = useId();
  const [when, setWhen] = useState<MealWhen>(() => {
    const now = new Date();
    const choice = repeatChoices(meal, now);
    return whenFor(new Date((choice.sameTime ?? choice.now).eatenAt), meal.slot);
  });
  // One key per dialog: a double tap on "Copiar" copies once (decision 0053).
  const [key] = useState(() => crypto.randomUUID());
  const { meal: copy } = useCopyMeals({ onDone: onClose });
  const timeError = tooLateMessage(when, new Date());
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!timeError) copy.mutate({ source: meal, when, key });
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Copiar refeição" className="mt-4 flex flex-col gap-4">
      <MealWhenFields
        id={id}
        when={when}
        onChange={setWhen}
        timeError={timeError}
        dateLabel="Para o dia"
        slotFirst={false}
      />
      {copy.isError ? <Alert variant="error">{copy.error.message}</Alert> : null}
      <Button type="submit" disabled={copy.isPending}>
        <Copy aria-hidden="true" /> Copiar
      </Button>
    </form>
  );
}
