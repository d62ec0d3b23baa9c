import { Camera } from 'lucide-react';
import { Fragment } from 'react';
import { MEAL_SLOT_LABELS, type Meal } from '@/contracts/meals';
import { localTime } from '@/domain/calendar/sao-paulo';
import { photoUrl } from '@/web/features/photos/photo-api';
import { FoodSourceBadge } from '@/web/features/foods/food-source-badge';
import { nutrientText } from '@/web/features/foods/nutrient-values';

/**
 * TACO is the default source; any other is a badge after the food's name (decision 0025), never part of the
 * name ("Sushi (USDA)" read as the food's name, issue 25).
 */
function ItemWithSource({ item }: { item: Meal['items'][number] }) {
  return (
    <>
      {item.foodName}
      {item.foodSource === 'taco' ? null : (
        <>
          {' '}
          <FoodSourceBadge source={item.foodSource} />
        </>
      )}
    </>
  );
}

/** One meal in the history: photo thumbnail, slot, time, foods and energy; opens the meal. */
export function MealCard({ meal, onOpen }: { meal: Meal; onOpen: () => void }) {
  const slot = MEAL_SLOT_LABELS[meal.slot];
  const time = localTime(new Date(meal.eatenAt));
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`${slot} às ${time}: ${meal.items.map((item) => item.foodName).join(', ')}`}
      className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left hover:border-brand-200 hover:bg-brand-50/40"
    >
      {meal.photoId ? (
        <img
          src={photoUrl(meal.photoId, 'thumb')}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-14 shrink-0 rounded-lg object-cover"
        />
      ) : (
        <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500">
          <Camera className="size-5" aria-hidden="true" />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-slate-900">
          {slot} · {time}
        </span>
        <span className="block truncate text-sm text-slate-600">
          {meal.items.map((item, index) => (
            <Fragment key={`${item.foodId}-${index}`}>
              {index > 0 ? ', ' : null}
              <ItemWithSource item={item} />
            </Fragment>
          ))}
        </span>
      </span>
      <span className="shrink-0 text-sm font-semibold text-slate-900">
        {nutrientText(meal.totals.energyKcal, 'kcal')}
      </span>
    </button>
  );
}
