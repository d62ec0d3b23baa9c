import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { MEALS_PER_DAY_MAX, MEALS_PER_DAY_MIN } from '@/contracts/onboarding';
import { goalsOverrideSchema } from '@/contracts/settings';
import { macroEnergyKcal } from '@/domain/nutrition/atwater';
import { applyServerErrors } from '@/web/lib/form-errors';
import { formatKcal } from '@/web/lib/format';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Field } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { NativeSelect } from '@/web/ui/native-select';
import { Spinner } from '@/web/ui/spinner';
import { useCurrentUser } from '../auth/use-current-user';
import { overrideGoals } from './settings-api';
import { useApplyMe } from './use-settings';

const FIELDS = [
  ['energyKcal', 'Energia (kcal)'],
  ['proteinG', 'Proteínas (g)'],
  ['carbsG', 'Carboidratos (g)'],
  ['fatG', 'Gorduras (g)'],
  ['waterMl', 'Água (mL)'],
] as const;
const mealCounts = Array.from({ length: MEALS_PER_DAY_MAX - MEALS_PER_DAY_MIN + 1 }, (_, i) => MEALS_PER_DAY_MIN + i);

/** Targets typed by the person (e.g. a plan from their nutritionist); they stay until a recompute. */
export function GoalsOverrideForm() {
  const me = useCurrentUser();
  const applyMe = useApplyMe();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(goalsOverrideSchema),
    defaultValues: { ...(me.targets ?? {}), mealsPerDay: me.mealsPerDay },
  });
  const { errors } = form.formState;
  const [protein, carbs, fat] = useWatch({ control: form.control, name: ['proteinG', 'carbsG', 'fatG'] });
  // How much energy the typed macros add up to, at Atwater's factors.
  const macroKcal = macroEnergyKcal({
    proteinG: Number(protein || 0),
    carbsG: Number(carbs || 0),
    fatG: Number(fat || 0),
  });
  const save = useMutation({
    mutationFn: overrideGoals,
    onSuccess: (updated) => {
      applyMe(updated);
      toast.success('Suas metas foram salvas.');
    },
    onError: (error) =>
      setFormError(applyServerErrors(error, form.setError, [...FIELDS.map(([name]) => name), 'mealsPerDay'])),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values);
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4 border-t border-slate-200 pt-6"
      aria-labelledby="goals-override-title"
    >
      <div>
        <h3 id="goals-override-title" className="font-semibold text-slate-900">
          Definir minhas metas
        </h3>
        <p className="text-sm text-slate-600">
          Use os valores do seu plano alimentar. Abaixo de 1.200 kcal, faça isso com acompanhamento profissional.
        </p>
      </div>
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map(([name, label]) => (
          <Field key={name} id={`goal-${name}`} label={label} error={errors[name]?.message}>
            {(control) => <Input {...control} {...form.register(name)} inputMode="numeric" />}
          </Field>
        ))}
        <Field id="goal-mealsPerDay" label="Refeições por dia" error={errors.mealsPerDay?.message}>
          {(control) => (
            <NativeSelect {...control} {...form.register('mealsPerDay')}>
              {mealCounts.map((count) => (
                <option key={count} value={count}>
                  {count === 1 ? '1 refeição' : `${count} refeições`}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        Proteínas, carboidratos e gorduras somam {formatKcal(Math.round(macroKcal))} (4, 4 e 9 kcal por grama).
      </p>
      <Button type="submit" variant="outline" className="self-start" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        Salvar minhas metas
      </Button>
    </form>
  );
}
