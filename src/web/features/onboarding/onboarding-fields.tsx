import type { UseFormReturn } from 'react-hook-form';
import {
  activities,
  activityLabels,
  goalLabels,
  goals,
  MAX_AGE_YEARS,
  MEALS_PER_DAY_MAX,
  MEALS_PER_DAY_MIN,
  sexes,
  sexLabels,
} from '@/contracts/onboarding';
import { MEAL_SLOT_LABELS, MEAL_SLOTS } from '@/contracts/meals';
import { Field } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';
import { parseDecimalInput, type OnboardingFormInput, type OnboardingFormOutput } from './onboarding-form-schema';

export const ONBOARDING_FIELDS = [
  'goal',
  'activity',
  'sex',
  'birthDate',
  'heightCm',
  'weightKg',
  'mealsPerDay',
] as const;

const mealCounts = Array.from({ length: MEALS_PER_DAY_MAX - MEALS_PER_DAY_MIN + 1 }, (_, i) => MEALS_PER_DAY_MIN + i);

interface OnboardingFieldsProps {
  form: UseFormReturn<OnboardingFormInput, unknown, OnboardingFormOutput>;
  today: string;
}

/** The answers real targets need: the specification's two selects plus sex, birth date, height, weight and meals. */
export function OnboardingFields({ form, today }: OnboardingFieldsProps) {
  const { errors } = form.formState;
  const decimal = { setValueAs: parseDecimalInput };
  const earliestBirth = `${Number(today.slice(0, 4)) - MAX_AGE_YEARS}${today.slice(4)}`;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id="goal" label="Objetivo principal" error={errors.goal?.message} className="sm:col-span-2">
        {(control) => (
          <NativeSelect {...control} {...form.register('goal')} required defaultValue="">
            <option value="">Selecione seu objetivo</option>
            {goals.map((goal) => (
              <option key={goal} value={goal}>
                {goalLabels[goal]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="activity" label="Nível de atividade física" error={errors.activity?.message} className="sm:col-span-2">
        {(control) => (
          <NativeSelect {...control} {...form.register('activity')} required defaultValue="">
            <option value="">Selecione seu nível de atividade</option>
            {activities.map((activity) => (
              <option key={activity} value={activity}>
                {activityLabels[activity]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="sex" label="Sexo" error={errors.sex?.message}>
        {(control) => (
          <NativeSelect {...control} {...form.register('sex')} required defaultValue="">
            <option value="">Selecione</option>
            {sexes.map((sex) => (
              <option key={sex} value={sex}>
                {sexLabels[sex]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="birthDate" label="Data de nascimento" error={errors.birthDate?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('birthDate')}
            type="date"
            min={earliestBirth}
            max={today}
            required
            autoComplete="bday"
          />
        )}
      </Field>
      <Field id="heightCm" label="Altura (cm)" error={errors.heightCm?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('heightCm', decimal)}
            inputMode="decimal"
            placeholder="Ex.: 168"
            required
          />
        )}
      </Field>
      <Field id="weightKg" label="Peso (kg)" error={errors.weightKg?.message}>
        {(control) => (
          <Input
            {...control}
            {...form.register('weightKg', decimal)}
            inputMode="decimal"
            placeholder="Ex.: 72,5"
            required
          />
        )}
      </Field>
      <Field
        id="mealsPerDay"
        label="Refeições por dia"
        error={errors.mealsPerDay?.message}
        hint={`Até 5 por dia: ${MEAL_SLOTS.map((slot) => MEAL_SLOT_LABELS[slot]).join(', ')}.`}
        className="sm:col-span-2"
      >
        {(control) => (
          <NativeSelect {...control} {...form.register('mealsPerDay', decimal)}>
            {mealCounts.map((count) => (
              <option key={count} value={count}>
                {count === 1 ? '1 refeição' : `${count} refeições`}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </div>
  );
}
