import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { WeightSummary } from '@/contracts/body';
import { WEEKLY_RATE_CHOICES_KG } from '@/domain/goals/weight-goal';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { NativeSelect } from '@/web/ui/native-select';
import { parseDecimalInput } from '../onboarding/onboarding-form-schema';
import { clearWeightGoal, getWeightSummary, saveWeightGoal } from './body-api';
import { weightGoalLines } from './weight-summary';

/**
 * The goal weight and the weekly rate (decision 0053), with the projected date the server estimates. The server
 * refuses a rate above 1% of the weight a week to lose (0.5% to gain) with a pt-BR message shown here.
 */
export function WeightGoalForm() {
  const summary = useQuery({ queryKey: queryKeys.weights, queryFn: getWeightSummary });
  return summary.data ? <GoalForm key={summary.data.goal?.goalWeightKg ?? 'none'} summary={summary.data} /> : null;
}

function GoalForm({ summary }: { summary: WeightSummary }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [goalKg, setGoalKg] = useState(summary.goal ? String(summary.goal.goalWeightKg).replace('.', ',') : '');
  const [rate, setRate] = useState(String(summary.goal?.weeklyRateKg ?? 0.5));
  const onSaved = (next: WeightSummary, message: string) => {
    queryClient.setQueryData(queryKeys.weights, next);
    toast.success(message);
  };
  const save = useMutation({
    mutationFn: () => saveWeightGoal({ goalWeightKg: parseDecimalInput(goalKg) ?? goalKg, weeklyRateKg: Number(rate) }),
    onSuccess: (next) => onSaved(next, 'Meta de peso salva.'),
  });
  const clear = useMutation({
    mutationFn: clearWeightGoal,
    onSuccess: (next) => onSaved(next, 'Meta de peso removida.'),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  const lines = weightGoalLines(summary);
  return (
    <div className="flex flex-col gap-3">
      {lines ? (
        <div role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      <form onSubmit={submit} noValidate aria-label="Meta de peso" className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-goal`}>Meta de peso (kg)</Label>
          <Input
            id={`${id}-goal`}
            inputMode="decimal"
            value={goalKg}
            onChange={(e) => setGoalKg(e.target.value)}
            className="w-32"
            aria-invalid={save.isError || undefined}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-rate`}>Ritmo por semana</Label>
          <NativeSelect id={`${id}-rate`} value={rate} onChange={(e) => setRate(e.target.value)}>
            {WEEKLY_RATE_CHOICES_KG.map((choice) => (
              <option key={choice} value={String(choice)}>
                {choice.toLocaleString('pt-BR')} kg
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" disabled={save.isPending || !goalKg}>
          Salvar meta de peso
        </Button>
        {summary.goal ? (
          <Button type="button" variant="outline" disabled={clear.isPending} onClick={() => clear.mutate()}>
            Remover meta
          </Button>
        ) : null}
      </form>
      {save.isError ? <Alert variant="error">{save.error.message}</Alert> : null}
      <p className="text-xs text-slate-600">
        Um ritmo seguro é de até 1% do seu peso por semana para perder (0,5% para ganhar); a estimativa nunca conta
        comer abaixo do mínimo seguro de energia. Com alguma condição de saúde, gestação ou dúvida, converse com um
        nutricionista.
      </p>
    </div>
  );
}
