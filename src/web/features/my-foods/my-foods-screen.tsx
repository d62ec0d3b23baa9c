import { Pencil, Plus, ScanText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { MyFood } from '@/contracts/my-foods';
import { nutrientText } from '@/web/features/foods/nutrient-values';
import { messageOf } from '@/web/lib/api-error';
import { formatDecimal } from '@/web/lib/format';
import { Alert } from '@/web/ui/alert';
import { ConfirmDialog } from '@/web/ui/alert-dialog';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { DocumentTitle } from '@/web/ui/document-title';
import { Spinner } from '@/web/ui/spinner';
import { BarcodeMyFoodEntry } from './barcode-my-food-entry';
import { MyFoodForm } from './my-food-form';
import { useDeleteMyFood, useMyFoods } from './use-my-foods';

type Editing = { food: MyFood | null } | null;

const DETAIL_NAMES = [
  ['sugarsTotalG', 'açúcares totais'],
  ['sugarsAddedG', 'açúcares adicionados'],
  ['saturatedFatG', 'gorduras saturadas'],
  ['transFatG', 'gorduras trans'],
] as const;

/** The rest of the label, when the person kept some of it (decision 0026, addendum 2026-11-26). */
function LabelDetailsLine({ food }: { food: MyFood }) {
  const known = DETAIL_NAMES.filter(([key]) => food.details.per100g[key] !== null);
  if (known.length === 0) return null;
  return (
    <p className="text-sm text-slate-700" data-testid="my-food-details">
      Também em 100 g:{' '}
      {known.map(([key, name]) => `${name} ${nutrientText(food.details.per100g[key], 'g')}`).join(' · ')}
    </p>
  );
}

/** "Ler tabela nutricional": the label's figures read from a photo instead of typed (decision 0034). */
function ReadLabelLink() {
  return (
    <Button variant="outline" asChild>
      <Link to="/dashboard/my-foods/label">
        <ScanText aria-hidden="true" /> Ler tabela nutricional
      </Link>
    </Button>
  );
}

/**
 * /dashboard/my-foods ("Meus alimentos"): the person's own foods, typed from a
 * label or saved from a meal ("salvar como receita"). They come first in the
 * food search, the analysis and the chat, and only for this person.
 */
export function MyFoodsScreen() {
  const foods = useMyFoods();
  const remove = useDeleteMyFood();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MyFood | null>(null);
  const items = foods.data?.items ?? [];
  const full = foods.data ? items.length >= foods.data.max : false;

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page="Meus alimentos" />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">Meus alimentos</h1>
          <p className="text-sm text-slate-600">
            Produtos que você copia do rótulo e receitas da sua casa. Eles aparecem primeiro na busca, na análise e no
            chat — só para você.
          </p>
        </div>
        {editing === null ? (
          <div className="flex flex-wrap gap-2">
            <BarcodeMyFoodEntry disabled={full} />
            {full ? null : <ReadLabelLink />}
            <Button onClick={() => setEditing({ food: null })} disabled={full}>
              <Plus aria-hidden="true" /> Novo alimento
            </Button>
          </div>
        ) : null}
      </div>
      {editing ? (
        <Card className="p-5">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold text-slate-900">
              {editing.food ? `Editar ${editing.food.name}` : 'Novo alimento do rótulo'}
            </h2>
            {editing.food ? null : <ReadLabelLink />}
          </div>
          <MyFoodForm key={editing.food?.id ?? 'new'} food={editing.food} onDone={() => setEditing(null)} />
        </Card>
      ) : null}
      {foods.isPending ? (
        <Spinner className="size-6 text-brand-700" />
      ) : foods.isError ? (
        <Alert>{messageOf(foods.error)}</Alert>
      ) : items.length === 0 ? (
        <Card className="p-6 text-center">
          <p className="font-semibold text-slate-900">Você ainda não tem alimentos seus.</p>
          <p className="mt-1 text-sm text-slate-600">
            Crie um a partir da tabela nutricional do rótulo, ou abra uma refeição no Histórico e toque em “Salvar como
            receita”.
          </p>
        </Card>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Meus alimentos">
          {items.map((food) => (
            <li key={food.id}>
              <Card className="flex h-full flex-col gap-2 p-4">
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <h2 className="font-semibold text-slate-900">{food.name}</h2>
                    <p className="text-sm text-slate-600">
                      {food.brand ? `${food.brand} · ` : ''}
                      {food.portion.label} ({formatDecimal(food.portion.grams)} g):{' '}
                      {nutrientText(food.perPortion.energyKcal, 'kcal')}
                    </p>
                  </div>
                  <Badge variant="neutral">{food.kind === 'recipe' ? 'Receita' : 'Rótulo'}</Badge>
                </div>
                <p className="text-sm text-slate-700">
                  Em 100 g: {nutrientText(food.per100g.energyKcal, 'kcal')} · proteínas{' '}
                  {nutrientText(food.per100g.proteinG, 'g')} · carboidratos {nutrientText(food.per100g.carbsG, 'g')} ·
                  gorduras {nutrientText(food.per100g.fatG, 'g')}
                </p>
                <LabelDetailsLine food={food} />
                <div className="mt-auto flex gap-2 pt-2">
                  <Button variant="outline" size="sm" onClick={() => setEditing({ food })}>
                    <Pencil aria-hidden="true" /> Editar<span className="sr-only"> {food.name}</span>
                  </Button>
                  <Button variant="outline" size="sm" className="text-red-700" onClick={() => setDeleting(food)}>
                    <Trash2 aria-hidden="true" /> Excluir<span className="sr-only"> {food.name}</span>
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <Alert>Você chegou ao limite de {foods.data?.max} alimentos. Apague algum para criar outro.</Alert>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={`Excluir ${deleting?.name ?? ''}?`}
        confirmLabel="Excluir alimento"
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(`${deleting.name} foi excluído.`);
              setDeleting(null);
            },
            onError: (error) => toast.error(messageOf(error)),
          });
        }}
      >
        <p>Ele deixa de aparecer na busca e na análise. As refeições já registradas com ele continuam como estão.</p>
      </ConfirmDialog>
    </div>
  );
}
