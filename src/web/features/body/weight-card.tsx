import { useMutation, useQuery } from '@tanstack/react-query';
import { Scale, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useCurrentUser } from '@/web/features/auth/use-current-user';
import { QUEUED_MESSAGE } from '@/web/features/offline/save-or-queue';
import { formatDecimal } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { FieldError } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { parseDecimalInput } from '../onboarding/onboarding-form-schema';
import { getWeightSummary, logWeight } from './body-api';
import { useBodyUndo } from './use-body-undo';
import { latestWeightText, recomputeNotice, weightGoalLines, weightTrendText } from './weight-summary';

/**
 * The latest weight and its trend; log today's weight ("71,8" or "71.8"). While
 * the latest weight differs by 2 kg or more from the one the targets use, the
 * card says so and offers to recompute them. The latest weighing can be deleted, and every write
 * offers "Desfazer" (issue 25).
 */
export function WeightCard() {
  const id = useId();
  const undo = useBodyUndo();
  const [value, setValue] = useState('');
  const summary = useQuery({ queryKey: queryKeys.weights, queryFn: getWeightSummary });
  const me = useCurrentUser();
  const log = useMutation({
    mutationFn: (kg: number) => logWeight(me.id, kg),
    networkMode: 'always',
    onSuccess: async (saved) => {
      setValue('');
      if (saved.queued) return void toast.info(QUEUED_MESSAGE);
      await undo.refresh();
      undo.weightLogged(saved.value);
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const kg = parseDecimalInput(value);
    if (kg !== undefined && Number.isFinite(kg) && kg > 0) log.mutate(kg);
  }
  return (
    <Card className="p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Scale className="size-4 text-brand-700" aria-hidden="true" /> Peso
      </h2>
      {summary.data?.latest ? (
        <div className="mt-2 flex items-start justify-between gap-2">
          <p>
            <span className="text-2xl font-bold text-slate-900">{latestWeightText(summary.data)}</span>
            {weightTrendText(summary.data) ? (
              <span className="block text-sm text-slate-600">{weightTrendText(summary.data)}</span>
            ) : null}
          </p>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Excluir o peso de ${formatDecimal(summary.data.latest.weightKg)} kg`}
            onClick={() => summary.data?.latest && void undo.removeWeight(summary.data.latest)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ) : summary.data ? (
        <p className="mt-2 text-sm text-slate-600">Nenhum peso registrado ainda.</p>
      ) : null}
      <form onSubmit={submit} className="mt-3 flex items-end gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-kg`}>Peso de hoje (kg)</Label>
          <Input
            id={`${id}-kg`}
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            className="h-10 w-28"
            aria-invalid={log.isError}
          />
        </div>
        <Button type="submit" variant="outline" disabled={log.isPending || !value}>
          Registrar
        </Button>
      </form>
      {log.isError ? <FieldError id={`${id}-error`}>{log.error.message}</FieldError> : null}
      {summary.data && recomputeNotice(summary.data) ? (
        <p role="status" className="mt-3 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {recomputeNotice(summary.data)}{' '}
          <Link to="/dashboard/settings#metas" className="font-semibold underline">
            Recalcular metas
          </Link>
        </p>
      ) : null}
      {summary.data && weightGoalLines(summary.data) ? (
        <div className="mt-3 text-sm text-slate-700">
          {weightGoalLines(summary.data)?.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      <p className="mt-3 text-sm text-slate-600">
        <Link to="/dashboard/settings#meta-de-peso" className="font-semibold text-brand-700 underline">
          {summary.data?.goal ? 'Mudar a meta de peso' : 'Definir uma meta de peso'}
        </Link>
        . Veja a evolução em{' '}
        <Link to="/dashboard/stats" className="font-semibold text-brand-700 underline">
          Estatísticas
        </Link>
        .
      </p>
    </Card>
  );
}
