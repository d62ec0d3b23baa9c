import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import type { MealSlot } from '@/contracts/meals';
import type { MealFilters } from '@/web/features/meals/meals-api';
import { MealSlotOptions } from '@/web/features/meals/meal-slot-options';
import { Button } from '@/web/ui/button';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { NativeSelect } from '@/web/ui/native-select';

/** Search by food name, date range, meal slot and energy range; on the phone all but the search fold away. */
export function HistoryFilters({ value, onChange }: { value: MealFilters; onChange: (filters: MealFilters) => void }) {
  const id = useId();
  // Open from the start when a filter other than the search is set.
  const [more, setMore] = useState(() => Object.entries(value).some(([key, v]) => key !== 'q' && v !== undefined));
  const set = (patch: Partial<MealFilters>) => onChange({ ...value, ...patch });
  const number = (text: string) => {
    const parsed = Number(text.replace(',', '.'));
    return text.trim() === '' || !Number.isFinite(parsed) || parsed < 0 ? undefined : parsed;
  };
  return (
    <form
      role="search"
      aria-label="Filtrar refeições"
      className="grid grid-cols-2 gap-3 md:grid-cols-6"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="col-span-2 flex flex-col gap-1.5">
        <Label htmlFor={`${id}-q`}>Buscar alimento</Label>
        <Input
          id={`${id}-q`}
          type="search"
          value={value.q ?? ''}
          maxLength={100}
          placeholder="Ex.: feijão"
          onChange={(e) => set({ q: e.target.value })}
        />
      </div>
      {/* On the phone only the search shows until "Mais filtros" (issue 25: the filters took 40% of the screen). */}
      <Button
        variant="outline"
        size="sm"
        className="col-span-2 justify-self-start md:hidden"
        aria-expanded={more}
        aria-controls={`${id}-more`}
        onClick={() => setMore((open) => !open)}
      >
        <SlidersHorizontal aria-hidden="true" /> {more ? 'Menos filtros' : 'Mais filtros'}
      </Button>
      <div id={`${id}-more`} className={more ? 'contents' : 'contents max-md:hidden'}>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-from`}>De</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={value.from ?? ''}
            onChange={(e) => set({ from: e.target.value || undefined })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-to`}>Até</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={value.to ?? ''}
            onChange={(e) => set({ to: e.target.value || undefined })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-slot`}>Refeição</Label>
          <NativeSelect
            id={`${id}-slot`}
            value={value.slot ?? ''}
            onChange={(e) => set({ slot: (e.target.value || undefined) as MealSlot | undefined })}
          >
            <option value="">Todas</option>
            <MealSlotOptions />
          </NativeSelect>
        </div>
        <div className="flex items-end gap-2">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-min`}>kcal mín.</Label>
            <Input
              id={`${id}-min`}
              inputMode="numeric"
              value={value.minKcal ?? ''}
              onChange={(e) => set({ minKcal: number(e.target.value) })}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-max`}>kcal máx.</Label>
            <Input
              id={`${id}-max`}
              inputMode="numeric"
              value={value.maxKcal ?? ''}
              onChange={(e) => set({ maxKcal: number(e.target.value) })}
            />
          </div>
        </div>
      </div>
      {Object.values(value).some((v) => v !== undefined && v !== '') ? (
        <Button
          variant="link"
          className="col-span-2 justify-self-start px-0 md:col-span-6"
          onClick={() => onChange({})}
        >
          Limpar filtros
        </Button>
      ) : null}
    </form>
  );
}
