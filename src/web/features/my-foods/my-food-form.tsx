import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { myFoodInputSchema, type MyFood, type MyFoodInput, type MyFoodValues } from '@/contracts/my-foods';
import { applyServerErrors } from '@/web/lib/form-errors';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Field } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { Spinner } from '@/web/ui/spinner';
import { createMyFood, updateMyFood } from './my-foods-api';
import { useInvalidateMyFoods } from './use-my-foods';

const FIGURES = [
  ['energyKcal', 'Valor energético (kcal)'],
  ['proteinG', 'Proteínas (g)'],
  ['carbsG', 'Carboidratos (g)'],
  ['fatG', 'Gorduras totais (g)'],
  ['fiberG', 'Fibra alimentar (g)'],
  ['sodiumMg', 'Sódio (mg)'],
] as const;
/** The rest of the label (decision 0026, addendum 2026-11-26): kept and shown, not counted in meals. */
export const DETAILS = [
  ['sugarsTotalG', 'Açúcares totais (g)'],
  ['sugarsAddedG', 'Açúcares adicionados (g)'],
  ['saturatedFatG', 'Gorduras saturadas (g)'],
  ['transFatG', 'Gorduras trans (g)'],
] as const;
const FIELDS = [
  'name',
  'brand',
  'synonyms',
  'portionLabel',
  'portionGrams',
  ...FIGURES.map(([n]) => n),
  ...DETAILS.map(([n]) => n),
] as const;

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2, useGrouping: false });
const typed = (value: number | null) => (value === null ? '' : decimal.format(value));

/** What the form starts with: blank for a new food; an existing one per 100 g, in pt-BR decimals ("12,5"). */
function startingValues(food: MyFood | null): MyFoodInput {
  const figure = (key: (typeof FIGURES)[number][0]) => (food ? typed(food.per100g[key]) : '');
  const detail = (key: (typeof DETAILS)[number][0]) => (food ? typed(food.details.per100g[key]) : '');
  return {
    name: food?.name ?? '',
    brand: food?.brand ?? '',
    synonyms: food?.synonyms.join(', ') ?? '',
    basis: food ? 'per100g' : 'perPortion',
    portionLabel: food?.portion.label ?? '',
    portionGrams: food ? typed(food.portion.grams) : '',
    energyKcal: figure('energyKcal'),
    proteinG: figure('proteinG'),
    carbsG: figure('carbsG'),
    fatG: figure('fatG'),
    fiberG: figure('fiberG'),
    sodiumMg: figure('sodiumMg'),
    sugarsTotalG: detail('sugarsTotalG'),
    sugarsAddedG: detail('sugarsAddedG'),
    saturatedFatG: detail('saturatedFatG'),
    transFatG: detail('transFatG'),
  };
}

/** Create or edit one of the person's foods from its label: per 100 g or per portion, blank = not on the label. */
export function MyFoodForm({ food, onDone }: { food: MyFood | null; onDone: () => void }) {
  const invalidate = useInvalidateMyFoods();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MyFoodInput, unknown, MyFoodValues>({
    resolver: zodResolver(myFoodInputSchema),
    defaultValues: startingValues(food),
  });
  const { errors } = form.formState;
  const basis = useWatch({ control: form.control, name: 'basis' });
  const save = useMutation({
    mutationFn: (values: MyFoodValues) => (food ? updateMyFood(food.id, values) : createMyFood(values)),
    onSuccess: async (saved) => {
      await invalidate();
      toast.success(food ? `${saved.name} foi atualizado.` : `${saved.name} foi salvo em Meus alimentos.`);
      onDone();
    },
    onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELDS)),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values);
  });
  const message = (name: (typeof FIELDS)[number]) => errors[name]?.message as string | undefined;
  // Open when the food already has one of them, or when one of them has an error to show; the toggle event
  // also fires when an error opens it, so it stays open while the person corrects the value.
  const [detailsOpen, setDetailsOpen] = useState(() =>
    DETAILS.some(([name]) => food !== null && food.details.per100g[name] !== null),
  );
  const showDetails = detailsOpen || DETAILS.some(([name]) => errors[name]);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={food ? 'Editar alimento' : 'Novo alimento'}
    >
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="my-food-name" label="Nome" error={message('name')}>
          {(control) => (
            <Input {...control} {...form.register('name')} maxLength={80} placeholder="Ex.: Granola da vó" />
          )}
        </Field>
        <Field id="my-food-brand" label="Marca (opcional)" error={message('brand')}>
          {(control) => <Input {...control} {...form.register('brand')} maxLength={60} />}
        </Field>
      </div>
      <Field
        id="my-food-synonyms"
        label="Outros nomes (opcional)"
        hint="Separados por vírgula: como você escreve este alimento ao descrever uma refeição."
        error={message('synonyms')}
      >
        {(control) => <Input {...control} {...form.register('synonyms')} placeholder="Ex.: granola, granola caseira" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="my-food-portion-label"
          label="Porção"
          hint="Como no rótulo: unidade, fatia, pote…"
          error={message('portionLabel')}
        >
          {(control) => (
            <Input {...control} {...form.register('portionLabel')} maxLength={40} placeholder="Ex.: fatia" />
          )}
        </Field>
        <Field id="my-food-portion-grams" label="Peso da porção (g)" error={message('portionGrams')}>
          {(control) => (
            <Input {...control} {...form.register('portionGrams')} inputMode="decimal" placeholder="Ex.: 40" />
          )}
        </Field>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-900">Os valores abaixo são</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="inline-flex items-center gap-2">
            <input type="radio" value="perPortion" {...form.register('basis')} className="size-4 accent-brand-700" />
            por porção
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="radio" value="per100g" {...form.register('basis')} className="size-4 accent-brand-700" />
            por 100 g
          </label>
        </div>
      </fieldset>
      <p className="text-sm text-slate-600">
        {basis === 'per100g'
          ? 'Digite os valores da coluna “100 g” do rótulo.'
          : 'Digite os valores da coluna “porção” do rótulo.'}{' '}
        Deixe em branco o que o rótulo não informa: fica como “não informado”, nunca como zero.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {FIGURES.map(([name, label]) => (
          <Field key={name} id={`my-food-${name}`} label={label} error={message(name)}>
            {(control) => (
              <Input
                {...control}
                {...form.register(name)}
                inputMode="decimal"
                placeholder={name === 'energyKcal' ? 'Ex.: 180' : ''}
              />
            )}
          </Field>
        ))}
      </div>
      <details
        open={showDetails}
        onToggle={(event) => setDetailsOpen(event.currentTarget.open)}
        className="rounded-lg border border-slate-200 p-3"
      >
        <summary className="cursor-pointer text-sm font-medium text-slate-900">Mais detalhes do rótulo</summary>
        <p className="mt-2 text-sm text-slate-600">
          Açúcares e tipos de gordura, se o rótulo trouxer: ficam guardados com o alimento (opcional).
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {DETAILS.map(([name, label]) => (
            <Field key={name} id={`my-food-${name}`} label={label} error={message(name)}>
              {(control) => <Input {...control} {...form.register(name)} inputMode="decimal" />}
            </Field>
          ))}
        </div>
      </details>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {food ? 'Salvar alterações' : 'Salvar alimento'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
