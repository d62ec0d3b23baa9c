import { MEAL_SLOTS, MEAL_SLOT_LABELS } from '@/contracts/meals';

/** The five meal slots as <option>s, in the specification's order (Café, Almoço, Lanche, Jantar, Ceia). */
export function MealSlotOptions() {
  return MEAL_SLOTS.map((slot) => (
    <option key={slot} value={slot}>
      {MEAL_SLOT_LABELS[slot]}
    </option>
  ));
}
