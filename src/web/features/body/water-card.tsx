import { useMutation, useQuery } from '@tanstack/react-query';
import { Droplets, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { WATER_QUICK_ADD_ML } from '@/contracts/body';
import type { DayStats } from '@/contracts/stats';
import { formatMl, formatTime } from '@/web/lib/format';
import { useCurrentUser } from '@/web/features/auth/use-current-user';
import { QUEUED_MESSAGE } from '@/web/features/offline/save-or-queue';
import { queryKeys } from '@/web/lib/query-keys';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { Progress } from '@/web/ui/progress';
import { logWater, getWaterDay } from './body-api';
import { useBodyUndo } from './use-body-undo';

/**
 * Water today against the target (35 mL/kg from onboarding): +250 mL in one tap, or any amount;
 * the day's glasses listed, each with "Excluir", and "Desfazer" after every write (issue 25).
 */
export function WaterCard({ day }: { day: DayStats }) {
  const id = useId();
  const undo = useBodyUndo();
  const glasses = useQuery({ queryKey: queryKeys.waterDay(day.date), queryFn: () => getWaterDay(day.date) });
  const [custom, setCustom] = useState('');
  const me = useCurrentUser();
  // Opened from the "Registrar água" shortcut: the card comes into view once the day has loaded.
  useEffect(() => {
    if (window.location.hash === '#agua') document.getElementById('agua')?.scrollIntoView({ block: 'center' });
  }, []);
  const add = useMutation({
    mutationFn: (ml: number) => logWater(me.id, ml),
    // Not paused offline: the glass is queued on the device (decision 0030).
    networkMode: 'always',
    onSuccess: async (saved) => {
      setCustom('');
      if (saved.queued) return void toast.info(QUEUED_MESSAGE);
      await undo.refresh();
      undo.waterAdded(saved.value);
    },
    onError: (error) => toast.error(error.message),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const ml = Number(custom);
    if (Number.isInteger(ml) && ml > 0) add.mutate(ml);
  }
  return (
    // id="agua": the installed app's "Registrar água" shortcut opens /dashboard#agua.
    <Card id="agua" className="scroll-mt-20 p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Droplets className="size-4 text-sky-700" aria-hidden="true" /> Água hoje
      </h2>
      <p className="mt-3 text-2xl font-bold text-slate-900">
        {formatMl(day.waterMl)}
        <span className="text-base font-medium text-slate-600">
          {' '}
          / {day.waterTargetMl ? formatMl(day.waterTargetMl) : '—'}
        </span>
      </p>
      <Progress
        value={day.waterTargetMl ? (day.waterMl / day.waterTargetMl) * 100 : 0}
        aria-label="Água em relação à meta"
        className="mt-3"
      />
      <div className="mt-4 flex flex-wrap items-end gap-2">
        <Button variant="outline" onClick={() => add.mutate(WATER_QUICK_ADD_ML)} disabled={add.isPending}>
          <Plus aria-hidden="true" /> {WATER_QUICK_ADD_ML} mL
        </Button>
        <form onSubmit={submit} className="flex items-end gap-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-ml`} className="text-xs">
              Outra quantidade (mL)
            </Label>
            <Input
              id={`${id}-ml`}
              inputMode="numeric"
              value={custom}
              onChange={(e) => setCustom(e.target.value.replace(/\D/g, ''))}
              className="h-10 w-28"
            />
          </div>
          <Button type="submit" variant="outline" disabled={add.isPending || !custom}>
            Registrar
          </Button>
        </form>
      </div>
      {glasses.data?.entries.length ? (
        <div className="mt-4">
          <h3 className="text-xs font-medium text-slate-600">Registros de hoje</h3>
          <ul className="mt-1 divide-y divide-slate-100" aria-label="Registros de água de hoje">
            {glasses.data.entries.map((glass) => (
              <li key={glass.id} className="flex items-center justify-between gap-2 py-1 text-sm text-slate-800">
                <span>
                  {formatTime(glass.at)} · {formatMl(glass.ml)}
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Excluir ${formatMl(glass.ml)} das ${formatTime(glass.at)}`}
                  onClick={() => void undo.removeWater(glass)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
