import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { localDate } from '@/domain/calendar/sao-paulo';
import { applyServerErrors } from '@/web/lib/form-errors';
import { formatDecimal, formatKcal } from '@/web/lib/format';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { useCurrentUser } from '../auth/use-current-user';
import { OnboardingFields, ONBOARDING_FIELDS } from '../onboarding/onboarding-fields';
import { onboardingFormSchema } from '../onboarding/onboarding-form-schema';
import { recomputeGoals } from './settings-api';
import { useApplyMe } from './use-settings';

/**
 * The onboarding answers, prefilled (with the last weight logged on the
 * dashboard when there is one), recomputed by the same use case as the onboarding.
 */
export function GoalsRecomputeForm({ latestWeightKg }: { latestWeightKg: number | null }) {
  const me = useCurrentUser();
  const applyMe = useApplyMe();
  const [formError, setFormError] = useState<string | null>(null);
  const today = useMemo(() => localDate(new Date()), []);
  const schema = useMemo(() => onboardingFormSchema(today, false), [today]);
  const form = useForm({
    resolver: zodResolver(schema),
    // Inputs hold pt-BR text ("71,8", never "71.8"); parseDecimalInput reads either back.
    defaultValues: {
      ...(me.profile ?? {}),
      ...(me.profile
        ? { heightCm: formatDecimal(me.profile.heightCm), weightKg: formatDecimal(me.profile.weightKg) }
        : {}),
      ...(latestWeightKg ? { weightKg: formatDecimal(latestWeightKg) } : {}),
      mealsPerDay: me.mealsPerDay,
    },
  });
  const save = useMutation({
    mutationFn: recomputeGoals,
    onSuccess: (updated) => {
      applyMe(updated);
      toast.success(`Metas recalculadas: ${formatKcal(updated.targets?.energyKcal ?? 0)} por dia.`);
    },
    onError: (error) => setFormError(applyServerErrors(error, form.setError, ONBOARDING_FIELDS)),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="goals-recompute-title">
      <div>
        <h3 id="goals-recompute-title" className="font-semibold text-slate-900">
          Recalcular a partir do perfil
        </h3>
        <p className="text-sm text-slate-600">
          Equação de Mifflin–St Jeor com o fator do seu nível de atividade e o ajuste do seu objetivo.
        </p>
      </div>
      {formError ? <Alert>{formError}</Alert> : null}
      <OnboardingFields form={form} today={today} />
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? <Spinner /> : null}
        Recalcular metas
      </Button>
    </form>
  );
}
