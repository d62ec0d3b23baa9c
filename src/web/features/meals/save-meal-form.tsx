import { Save } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { MEAL_NOTE_MAX_LENGTH } from '@/contracts/meals';
import { Button } from '@/web/ui/button';
import { FieldError } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { Spinner } from '@/web/ui/spinner';
import { tooLateMessage, type MealWhen } from './meal-when';
import { MealWhenFields } from './meal-when-fields';

interface SaveMealFormProps {
  when: MealWhen;
  note: string;
  onWhenChange: (when: MealWhen) => void;
  onNoteChange: (note: string) => void;
  onSave: () => void;
  saving: boolean;
  error: string | null;
  disabled: boolean;
  label: string;
}

/** Slot (suggested from the São Paulo time), date, time and an optional note; then save. */
export function SaveMealForm({
  when,
  note,
  onWhenChange,
  onNoteChange,
  onSave,
  saving,
  error,
  disabled,
  label,
}: SaveMealFormProps) {
  const id = useId();
  // The server refuses a time that has not come yet; say so at the field before the person saves.
  const timeError = tooLateMessage(when, new Date());
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!timeError) onSave();
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Salvar refeição" noValidate>
      <MealWhenFields id={id} when={when} onChange={onWhenChange} timeError={timeError} dateLabel="Data" slotFirst />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>Observação (opcional)</Label>
        <Input
          id={`${id}-note`}
          value={note}
          maxLength={MEAL_NOTE_MAX_LENGTH}
          onChange={(e) => onNoteChange(e.target.value)}
          placeholder="Ex.: almoço no trabalho"
        />
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      <Button type="submit" size="lg" disabled={disabled || saving || !when.date || !when.time || timeError !== null}>
        {saving ? <Spinner /> : <Save aria-hidden="true" />} {label}
      </Button>
    </form>
  );
}
