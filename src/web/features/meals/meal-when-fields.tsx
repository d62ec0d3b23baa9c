import type { MealSlot } from '@/contracts/meals';
import { FieldError } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { NativeSelect } from '@/web/ui/native-select';
import { MealSlotOptions } from './meal-slot-options';
import type { MealWhen } from './meal-when';

interface MealWhenFieldsProps {
  /** Unique per form (useId). */
  id: string;
  when: MealWhen;
  onChange: (when: MealWhen) => void;
  /** A time that has not come yet (tooLateMessage), said at the field. */
  timeError: string | null;
  dateLabel: string;
  /** Saving asks the slot first (suggested from the time); copying asks the day first. */
  slotFirst: boolean;
}

/** The meal's slot, date and time, as saving and copying a meal ask them. */
export function MealWhenFields({ id, when, onChange, timeError, dateLabel, slotFirst }: MealWhenFieldsProps) {
  const slot = (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-slot`}>Refeição</Label>
      <NativeSelect
        id={`${id}-slot`}
        value={when.slot}
        onChange={(e) => onChange({ ...when, slot: e.target.value as MealSlot })}
      >
        <MealSlotOptions />
      </NativeSelect>
    </div>
  );
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {slotFirst ? slot : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-date`}>{dateLabel}</Label>
        <Input
          id={`${id}-date`}
          type="date"
          value={when.date}
          onChange={(e) => onChange({ ...when, date: e.target.value })}
          required
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-time`}>Horário</Label>
        <Input
          id={`${id}-time`}
          type="time"
          value={when.time}
          onChange={(e) => onChange({ ...when, time: e.target.value })}
          required
          aria-invalid={timeError ? true : undefined}
          aria-describedby={timeError ? `${id}-time-error` : undefined}
        />
        {timeError ? <FieldError id={`${id}-time-error`}>{timeError}</FieldError> : null}
      </div>
      {slotFirst ? null : slot}
    </div>
  );
}
