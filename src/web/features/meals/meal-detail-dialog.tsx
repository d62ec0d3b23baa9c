import { Copy, Pencil, Repeat, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { MEAL_SLOT_LABELS, type Meal } from '@/contracts/meals';
import { localTime } from '@/domain/calendar/sao-paulo';
import { photoUrl } from '@/web/features/photos/photo-api';
import { FoodSourceBadge } from '@/web/features/foods/food-source-badge';
import { itemAmountText } from '@/web/features/foods/item-amount';
import { nutrientText, NutrientValues } from '@/web/features/foods/nutrient-values';
import { formatLongDate } from '@/web/lib/format';
import { Button } from '@/web/ui/button';
import { Dialog, DialogContent } from '@/web/ui/dialog';
import { type RepeatChoice, repeatChoices } from './repeat-meal';
import { SaveAsRecipe } from '@/web/features/my-foods/save-as-recipe';

interface MealDetailDialogProps {
  meal: Meal | null;
  onClose: () => void;
  onRepeat: (meal: Meal, choice: RepeatChoice) => void;
  onDelete: (meal: Meal) => void;
  /** "Copiar": to another day, time and slot (decision 0053). */
  onCopy: (meal: Meal) => void;
  repeating: boolean;
}

/** A logged meal: its items as logged, totals, note; repeat today, copy elsewhere, edit, or delete (with undo). */
export function MealDetailDialog({ meal, onClose, onRepeat, onDelete, onCopy, repeating }: MealDetailDialogProps) {
  const [choosing, setChoosing] = useState(false);
  const choices = meal && choosing ? repeatChoices(meal, new Date()) : null;
  const sameTime = choices?.sameTime ?? null;
  return (
    <Dialog
      open={meal !== null}
      onOpenChange={(open) => {
        if (open) return;
        setChoosing(false);
        onClose();
      }}
    >
      {meal ? (
        <DialogContent
          title={`${MEAL_SLOT_LABELS[meal.slot]} · ${localTime(new Date(meal.eatenAt))}`}
          description={formatLongDate(meal.localDate)}
        >
          {meal.photoId ? (
            <img
              src={photoUrl(meal.photoId)}
              alt="Foto da refeição"
              className="mt-4 max-h-64 w-full rounded-xl object-cover"
            />
          ) : null}
          <ul className="mt-4 flex flex-col divide-y divide-slate-100" aria-label="Itens">
            {meal.items.map((item, index) => (
              <li key={`${item.foodId}-${index}`} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span>
                  <span className="font-medium text-slate-900">{item.foodName}</span>{' '}
                  <FoodSourceBadge source={item.foodSource} />
                  {itemAmountText(item) ? <span className="block text-slate-600">{itemAmountText(item)}</span> : null}
                </span>
                <span className="font-semibold text-slate-900">{nutrientText(item.nutrients.energyKcal, 'kcal')}</span>
              </li>
            ))}
          </ul>
          <NutrientValues nutrients={meal.totals} partial={meal.incompleteNutrients} className="mt-3" />
          {meal.note ? <p className="mt-3 text-sm text-slate-700">Observação: {meal.note}</p> : null}
          <div className="mt-5 grid grid-cols-1 gap-2 sm:grid-cols-2">
            <Button onClick={() => setChoosing((c) => !c)} disabled={repeating} aria-expanded={choosing}>
              <Repeat aria-hidden="true" /> Repetir refeição
            </Button>
            <Button variant="outline" onClick={() => onCopy(meal)}>
              <Copy aria-hidden="true" /> Copiar
            </Button>
            <Button variant="outline" asChild>
              <Link to={`/dashboard/analyze?editar=${meal.id}`}>
                <Pencil aria-hidden="true" /> Editar
              </Link>
            </Button>
            <Button variant="outline" className="text-red-700" onClick={() => onDelete(meal)}>
              <Trash2 aria-hidden="true" /> Excluir
            </Button>
          </div>
          <SaveAsRecipe meal={meal} />
          {choices ? (
            <div role="group" aria-label="Repetir hoje, como" className="mt-3 flex flex-wrap gap-2">
              {/* Same slot either way; the time of now only when chosen. */}
              {sameTime ? (
                <Button variant="outline" disabled={repeating} onClick={() => onRepeat(meal, sameTime)}>
                  {MEAL_SLOT_LABELS[meal.slot]} hoje às {sameTime.time}
                </Button>
              ) : null}
              <Button variant="outline" disabled={repeating} onClick={() => onRepeat(meal, choices.now)}>
                {MEAL_SLOT_LABELS[meal.slot]} agora, às {choices.now.time}
              </Button>
            </div>
          ) : null}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
