import { useQuery } from '@tanstack/react-query';
import type { SubstitutionOptionDto } from '@/contracts/meal-plans';
import { messageOf } from '@/web/lib/api-error';
import { formatInteger } from '@/web/lib/format';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { listSubstitutions } from './meal-plan-api';

const MACRO_NAMES = { proteinG: 'proteína', carbsG: 'carboidratos', fatG: 'gorduras' } as const;

/** The lista de substituição of one item: equal-energy amounts of the other foods of its part; tap to swap. */
export function SubstitutionList({
  at,
  foodName,
  onChoose,
  pending,
}: {
  at: { day: number; meal: number; item: number };
  foodName: string;
  onChoose: (option: SubstitutionOptionDto) => void;
  pending: boolean;
}) {
  const options = useQuery({
    queryKey: ['meal-plan', 'substitutions', at.day, at.meal, at.item, foodName],
    queryFn: () => listSubstitutions(at.day, at.meal, at.item),
  });
  if (options.isPending) return <Spinner className="size-5 text-brand-700" />;
  if (options.isError) return <Alert>{messageOf(options.error)}</Alert>;
  const list = options.data.options;
  if (list.length === 0) return <p className="text-sm text-slate-600">Não há outro alimento para trocar aqui.</p>;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <h4 className="mb-2 text-sm font-semibold text-slate-900">Substituições para {foodName}</h4>
      <ul className="flex flex-col gap-2" aria-label={`Substituições para ${foodName}`}>
        {list.map((option) => (
          <li key={option.foodId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-slate-800">
              {option.measure} de {option.foodName} ({formatInteger(option.grams)} g,{' '}
              {formatInteger(option.nutrients.energyKcal)} kcal
              {option.mainMacro
                ? `, ${formatInteger(option.nutrients[option.mainMacro])} g de ${MACRO_NAMES[option.mainMacro]}`
                : ''}
              )
            </span>
            <Button size="sm" variant="outline" disabled={pending} onClick={() => onChoose(option)}>
              Trocar<span className="sr-only"> por {option.foodName}</span>
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
