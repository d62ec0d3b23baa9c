import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FoodDto } from '@/contracts/foods';
import { queryKeys } from '@/web/lib/query-keys';
import { Button } from '@/web/ui/button';
import { Dialog, DialogContent } from '@/web/ui/dialog';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { NativeSelect } from '@/web/ui/native-select';
import { GRAMS, chooseFood, initialMeasure, type FoodChoice } from './food-choice';
import { getFood } from './foods-api';
import { FoodSearchList } from './food-search-list';
import { NutrientValues } from './nutrient-values';
import { OwnFoodBadge } from '@/web/features/my-foods/own-food-badge';

interface FoodPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing an item: start on its food and amount. */
  current?: { foodId: string; quantity: number; measureId: string | null } | undefined;
  initialQuery?: string;
  title: string;
  onChoose: (choice: FoodChoice) => void;
}

/** The reusable food picker: search as you type, choose a portion and quantity, see the nutrients live. */
export function FoodPicker({ open, onOpenChange, current, initialQuery = '', title, onChoose }: FoodPickerProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={title} description="Os valores vêm da Tabela TACO e as medidas caseiras, do IBGE.">
        {open ? <PickerBody current={current} initialQuery={initialQuery} onChoose={onChoose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function PickerBody({
  current,
  initialQuery,
  onChoose,
}: Pick<FoodPickerProps, 'current' | 'onChoose'> & { initialQuery: string }) {
  const [picked, setPicked] = useState<FoodDto | null>(null);
  const currentFood = useQuery({
    queryKey: queryKeys.food(current?.foodId ?? ''),
    queryFn: () => getFood(current?.foodId ?? ''),
    enabled: Boolean(current) && !picked,
  });
  const food = picked ?? currentFood.data ?? null;
  return (
    <div className="mt-4 flex flex-col gap-4">
      <FoodSearchList initialQuery={initialQuery} onPick={setPicked} />
      {food ? (
        <AmountForm
          key={food.id}
          food={food}
          startQuantity={picked ? 1 : (current?.quantity ?? 1)}
          startMeasure={initialMeasure(food, picked ? null : current?.measureId)}
          onChoose={onChoose}
        />
      ) : null}
    </div>
  );
}

function AmountForm({
  food,
  startQuantity,
  startMeasure,
  onChoose,
}: {
  food: FoodDto;
  startQuantity: number;
  startMeasure: string;
  onChoose: (choice: FoodChoice) => void;
}) {
  const id = useId();
  const [quantity, setQuantity] = useState(String(startQuantity).replace('.', ','));
  const [measure, setMeasure] = useState(startMeasure);
  const choice = chooseFood(food, Number(quantity.replace(',', '.')), measure);
  return (
    <section aria-labelledby={`${id}-name`} className="rounded-xl border border-brand-200 bg-brand-50/40 p-4">
      <h3 id={`${id}-name`} className="font-semibold text-slate-900">
        {food.name}
        <OwnFoodBadge foodId={food.id} />
      </h3>
      {food.note ? <p className="mt-1 text-xs text-slate-600">{food.note}</p> : null}
      <div className="mt-3 grid grid-cols-[6rem_1fr] gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-qty`}>Quantidade</Label>
          <Input
            id={`${id}-qty`}
            inputMode="decimal"
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            aria-invalid={!choice}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-measure`}>Medida</Label>
          <NativeSelect id={`${id}-measure`} value={measure} onChange={(event) => setMeasure(event.target.value)}>
            {food.portions.map((portion) => (
              <option key={portion.measureId} value={portion.measureId}>
                {portion.label} ({portion.grams.toLocaleString('pt-BR')} g)
              </option>
            ))}
            <option value={GRAMS}>gramas</option>
          </NativeSelect>
        </div>
      </div>
      {choice ? (
        <>
          <p className="mt-3 text-sm text-slate-700">
            {choice.grams.toLocaleString('pt-BR')} g — {food.source.citation.split('.')[0]}
          </p>
          <NutrientValues nutrients={choice.nutrients} className="mt-2" />
        </>
      ) : (
        <p className="mt-3 text-sm font-medium text-red-700">Informe uma quantidade maior que zero.</p>
      )}
      <Button className="mt-4 w-full" disabled={!choice} onClick={() => choice && onChoose(choice)}>
        Usar este alimento
      </Button>
    </section>
  );
}
