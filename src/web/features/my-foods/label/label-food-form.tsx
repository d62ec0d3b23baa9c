import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { myFoodInputSchema, type MyFoodInput, type MyFoodValues } from '@/contracts/my-foods';
import type { LabelFigures, LabelNutrient, LabelReading, ReadFigure } from '@/domain/nutrition-label/read-label';
import { applyServerErrors } from '@/web/lib/form-errors';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Field } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { Spinner } from '@/web/ui/spinner';
import { createMyFood } from '../my-foods-api';
import { useInvalidateMyFoods } from '../use-my-foods';
import { cropDataUrl } from './crop';

/** The figures "Meus alimentos" keeps (decision 0026), with the label's row names. */
const FIGURES = [
  ['energyKcal', 'Valor energético (kcal)'],
  ['carbsG', 'Carboidratos (g)'],
  ['proteinG', 'Proteínas (g)'],
  ['fatG', 'Gorduras totais (g)'],
  ['fiberG', 'Fibra alimentar (g)'],
  ['sodiumMg', 'Sódio (mg)'],
] as const;
/** The rest of the table, kept too since decision 0026's addendum of 2026-11-26 (not counted in meals). */
const DETAILS = [
  ['sugarsTotalG', 'Açúcares totais (g)'],
  ['sugarsAddedG', 'Açúcares adicionados (g)'],
  ['saturatedFatG', 'Gorduras saturadas (g)'],
  ['transFatG', 'Gorduras trans (g)'],
] as const satisfies ReadonlyArray<readonly [LabelNutrient, string]>;
const ALL = [...FIGURES, ...DETAILS];
type Figure = (typeof ALL)[number][0];
const FIELDS = ['name', 'brand', 'portionLabel', 'portionGrams', ...ALL.map(([n]) => n)] as const;
/** Below this the reading is shown as uncertain. */
const SURE = 0.6;

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2, useGrouping: false });
const typed = (figure: ReadFigure | null) => (figure ? decimal.format(figure.value) : '');
const column = (reading: LabelReading, basis: 'per100g' | 'perPortion'): LabelFigures =>
  basis === 'per100g' ? reading.per100 : reading.perPortion;

/**
 * The label's figures, pre-filled from the photo, each beside the piece of the photo it was read from;
 * what was not read stays blank and flagged. Nothing is saved until the person confirms: the same
 * create API and checks as a food typed by hand (decision 0026).
 */
export function LabelFoodForm({ reading, image }: { reading: LabelReading; image: HTMLCanvasElement }) {
  const invalidate = useInvalidateMyFoods();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  // The 100 g column when the label prints one (fewer rounding steps), else per portion.
  const printed100 = FIGURES.some(([key]) => reading.per100[key] && !reading.per100[key]!.derived);
  const [basis, setBasis] = useState<'per100g' | 'perPortion'>(printed100 ? 'per100g' : 'perPortion');
  const crops = useMemo(() => {
    const crop = (figure: ReadFigure | null) => (figure ? cropDataUrl(image, figure.box, figure.nameBox) : null);
    const all = {} as Record<string, string | null>;
    for (const key of ALL.map(([k]) => k)) {
      all[`per100g:${key}`] = crop(reading.per100[key]);
      all[`perPortion:${key}`] = crop(reading.perPortion[key]);
    }
    all.portion = reading.portion ? cropDataUrl(image, reading.portion.box) : null;
    return all;
  }, [image, reading]);

  const figuresOf = (chosen: 'per100g' | 'perPortion') =>
    Object.fromEntries(ALL.map(([key]) => [key, typed(column(reading, chosen)[key])])) as Record<Figure, string>;
  const form = useForm<MyFoodInput, unknown, MyFoodValues>({
    resolver: zodResolver(myFoodInputSchema),
    defaultValues: {
      name: '',
      brand: '',
      synonyms: '',
      basis,
      portionLabel: reading.portion?.measure ?? 'porção',
      portionGrams: reading.portion ? decimal.format(reading.portion.amount) : '',
      ...figuresOf(basis),
    },
  });
  const { errors } = form.formState;
  const message = (name: (typeof FIELDS)[number]) => errors[name]?.message as string | undefined;
  const save = useMutation({
    mutationFn: createMyFood,
    onSuccess: async (saved) => {
      await invalidate();
      toast.success(`${saved.name} foi salvo em Meus alimentos.`);
      await navigate('/dashboard/my-foods');
    },
    onError: (error) => setFormError(applyServerErrors(error, form.setError, FIELDS)),
  });
  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(values);
  });

  function switchBasis(next: 'per100g' | 'perPortion') {
    setBasis(next);
    form.setValue('basis', next);
    for (const [key, value] of Object.entries(figuresOf(next))) form.setValue(key as Figure, value);
  }

  const figures = column(reading, basis);
  const impossible = reading.impossible[basis === 'per100g' ? 'per100' : 'perPortion'];
  const ml = reading.portion?.unit === 'ml';
  /** One figure's input with the photo crop it was read from, for the main figures and the details alike. */
  const figureField = (key: Figure, label: string) => {
    const figure = figures[key];
    return (
      <ReadField
        key={`${basis}-${key}`}
        id={`label-food-${key}`}
        label={label}
        error={message(key)}
        crop={crops[`${basis}:${key}`] ?? null}
        cropName={label}
        state={
          !figure
            ? impossible.includes(key)
              ? 'impossible'
              : 'missing'
            : figure.derived
              ? 'derived'
              : figure.confidence < SURE
                ? 'unsure'
                : 'read'
        }
        register={form.register(key)}
      />
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Conferir tabela nutricional">
      {formError ? <Alert>{formError}</Alert> : null}
      <p className="text-sm text-slate-700">
        Confira cada valor com o recorte da foto ao lado e corrija o que estiver errado. Nada é salvo antes de você
        tocar em “Confirmar e salvar”.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="label-food-name" label="Nome" error={message('name')}>
          {(control) => (
            <Input {...control} {...form.register('name')} maxLength={80} placeholder="Ex.: Granola tradicional" />
          )}
        </Field>
        <Field id="label-food-brand" label="Marca (opcional)" error={message('brand')}>
          {(control) => <Input {...control} {...form.register('brand')} maxLength={60} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="label-food-portion-label" label="Porção" error={message('portionLabel')}>
          {(control) => <Input {...control} {...form.register('portionLabel')} maxLength={40} />}
        </Field>
        <ReadField
          id="label-food-portion-grams"
          label={ml ? 'Peso da porção (g; o rótulo diz mL)' : 'Peso da porção (g)'}
          error={message('portionGrams')}
          crop={crops.portion ?? null}
          cropName="porção"
          state={reading.portion ? (reading.portion.confidence < SURE ? 'unsure' : 'read') : 'missing'}
          register={form.register('portionGrams')}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-900">Valores da coluna</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="label-basis"
              value="per100g"
              checked={basis === 'per100g'}
              onChange={() => switchBasis('per100g')}
              className="size-4 accent-brand-700"
            />
            {ml ? '100 mL' : '100 g'}
          </label>
          <label className="inline-flex items-center gap-2">
            <input
              type="radio"
              name="label-basis"
              value="perPortion"
              checked={basis === 'perPortion'}
              onChange={() => switchBasis('perPortion')}
              className="size-4 accent-brand-700"
            />
            porção
          </label>
        </div>
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">{FIGURES.map(([key, label]) => figureField(key, label))}</div>
      <section aria-labelledby="label-details" className="flex flex-col gap-4 rounded-lg border border-slate-200 p-3">
        <div>
          <h3 id="label-details" className="text-sm font-semibold text-slate-900">
            Mais detalhes do rótulo
          </h3>
          <p className="text-sm text-slate-600">
            Açúcares e tipos de gordura: confira também; ficam guardados com o alimento. Em branco se o rótulo não
            informar.
          </p>
        </div>
        <div className="grid gap-4 md:grid-cols-2">{DETAILS.map(([key, label]) => figureField(key, label))}</div>
      </section>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          Confirmar e salvar
        </Button>
        <Button type="button" variant="outline" onClick={() => void navigate('/dashboard/my-foods')}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

type ReadState = 'read' | 'unsure' | 'derived' | 'missing' | 'impossible';
const NOTES: Record<Exclude<ReadState, 'read'>, string> = {
  missing: 'não lido — confira na embalagem',
  // Read, but against the label's own arithmetic (a part above its whole, more grams than the food): left blank.
  impossible: 'leitura impossível (não confere com a tabela) — digite o valor da embalagem',
  unsure: 'leitura incerta — confira na embalagem',
  derived: 'calculado da outra coluna — confira na embalagem',
};

function ReadField({
  id,
  label,
  error,
  crop,
  cropName,
  state,
  register,
}: {
  id: string;
  label: string;
  error: string | undefined;
  crop: string | null;
  cropName: string;
  state: ReadState;
  register: ReturnType<ReturnType<typeof useForm<MyFoodInput>>['register']>;
}) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={
        state === 'read' ? undefined : (
          <span className="font-medium text-amber-800" data-testid={`${id}-note`}>
            {NOTES[state]}
          </span>
        )
      }
    >
      {(control) => (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
          <Input {...control} {...register} inputMode="decimal" className="sm:w-32 sm:shrink-0" />
          {crop ? (
            <img
              src={crop}
              alt={`Recorte da foto: linha “${cropName}” da tabela`}
              className="max-h-12 min-w-0 self-start rounded border border-slate-200 object-contain object-left sm:h-10"
            />
          ) : (
            <span className="text-sm text-slate-500">sem recorte</span>
          )}
        </div>
      )}
    </Field>
  );
}
