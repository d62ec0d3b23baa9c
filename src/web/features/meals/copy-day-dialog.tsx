import { CopyPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { brazilianDate } from '@/contracts/dates';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Dialog, DialogContent } from '@/web/ui/dialog';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { useCopyMeals } from './use-copy-meals';

export interface DayCopyChoice {
  from: string;
  to: string;
}

/**
 * "Copiar o dia" (issue 25, decision 0053): every meal of one day logged on another, same slots and times; a time
 * of today not yet come is logged now. Opened with the day to copy (and where to) already chosen; both editable.
 */
export function CopyDayDialog({ choice, onClose }: { choice: DayCopyChoice | null; onClose: () => void }) {
  return (
    <Dialog open={choice !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {choice ? (
        <DialogContent
          title="Copiar o dia"
          description="As refeições do dia escolhido são registradas no outro, nas mesmas refeições e horários. Um horário de hoje que ainda não chegou fica para agora."
        >
          <CopyDayForm key={`${choice.from}-${choice.to}`} choice={choice} onClose={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CopyDayForm({ choice, onClose }: { choice: DayCopyChoice; onClose: () => void }) {
  const id = useId();
  const [from, setFrom] = useState(choice.from);
  const [to, setTo] = useState(choice.to);
  // One key per pair of days: a double tap copies once, another pair is another copy (decision 0053).
  const [keys] = useState(() => new Map<string, string>());
  const keyFor = (pair: string) => keys.get(pair) ?? keys.set(pair, crypto.randomUUID()).get(pair) ?? pair;
  const { day } = useCopyMeals({ onDone: onClose });
  function submit(event: FormEvent) {
    event.preventDefault();
    day.mutate({ from, to, key: keyFor(`${from}>${to}`) });
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Copiar o dia" className="mt-4 flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-from`}>Copiar as refeições de</Label>
          <Input id={`${id}-from`} type="date" value={from} onChange={(e) => setFrom(e.target.value)} required />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-to`}>Para o dia</Label>
          <Input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} required />
        </div>
      </div>
      {day.isError ? <Alert variant="error">{day.error.message}</Alert> : null}
      <Button type="submit" disabled={day.isPending || !from || !to}>
        <CopyPlus aria-hidden="true" />
        {from && to ? `Copiar ${brazilianDate(from)} para ${brazilianDate(to)}` : 'Copiar o dia'}
      </Button>
    </form>
  );
}
