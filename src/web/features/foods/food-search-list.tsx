import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import type { FoodDto } from '@/contracts/foods';
import { formatInteger } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { Spinner } from '@/web/ui/spinner';
import { searchFoods } from './foods-api';
import { useDebounced } from './use-debounced';
import { OwnFoodBadge } from '@/web/features/my-foods/own-food-badge';

/** Search as you type over GET /api/foods; each result is a button that picks the food. */
export function FoodSearchList({ initialQuery, onPick }: { initialQuery: string; onPick: (food: FoodDto) => void }) {
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const q = useDebounced(query.trim(), 200);
  const results = useQuery({
    queryKey: queryKeys.foodSearch(q),
    queryFn: () => searchFoods(q),
    enabled: q.length > 0,
    staleTime: 5 * 60_000,
  });
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Buscar alimento</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Ex.: arroz, feijão, banana"
          autoComplete="off"
          maxLength={100}
        />
      </div>
      <div aria-live="polite" className="min-h-6 text-sm text-slate-600">
        {results.isFetching ? (
          <span className="inline-flex items-center gap-2">
            <Spinner /> Buscando…
          </span>
        ) : null}
        {results.data && results.data.length === 0 ? 'Nenhum alimento encontrado. Tente outro nome.' : null}
        {results.isError ? results.error.message : null}
      </div>
      {results.data && results.data.length > 0 ? (
        <ul
          className="flex max-h-72 flex-col divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200"
          aria-label="Resultados"
        >
          {results.data.map((food) => (
            <li key={food.id}>
              <button
                type="button"
                className="flex w-full items-center justify-between gap-3 px-3 py-2.5 text-left hover:bg-brand-50 focus-visible:bg-brand-50"
                onClick={() => onPick(food)}
              >
                <span className="text-sm font-medium text-slate-900">
                  {food.name}
                  <OwnFoodBadge foodId={food.id} />
                </span>
                <span className="shrink-0 text-xs text-slate-600">
                  {food.per100g.energyKcal === null
                    ? 'kcal não informada'
                    : `${formatInteger(food.per100g.energyKcal)} kcal/100 g`}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
