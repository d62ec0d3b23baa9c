import { Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { needsConfirmation } from '@/domain/meal-text/confidence';
import { FoodPicker } from '@/web/features/foods/food-picker';
import { isQuickCaloriesId } from '@/domain/meal-text/quick-calories-item';
import { FoodSourceBadge } from '@/web/features/foods/food-source-badge';
import { itemAmountText } from '@/web/features/foods/item-amount';
import { nutrientText, NutrientValues } from '@/web/features/foods/nutrient-values';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import {
  addItem,
  draftTotals,
  removeItem,
  replaceItem,
  suggestionsFor,
  type DraftItem,
  type MealDraft,
} from './meal-draft';
import { useRevealResults } from './use-reveal-results';

type Picking = { mode: 'edit'; item: DraftItem } | { mode: 'add'; query: string; resolves?: string } | null;

/**
 * The itemised, editable result: every item and total from the catalog, fixable with the food picker. Each new
 * `revealSignal` (a fresh analysis) brings it into view and focuses its heading.
 */
export function MealItemsCard({
  draft,
  onChange,
  revealSignal = 0,
}: {
  draft: MealDraft;
  onChange: (draft: MealDraft) => void;
  revealSignal?: number;
}) {
  const [picking, setPicking] = useState<Picking>(null);
  const { regionRef, headingRef } = useRevealResults(revealSignal);
  const { totals, incomplete } = draftTotals(draft);
  return (
    <Card aria-labelledby="itens-title" ref={regionRef} className="scroll-mt-20">
      <CardHeader>
        <CardTitle
          id="itens-title"
          ref={headingRef}
          tabIndex={-1}
          className="focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          Itens da refeição
        </CardTitle>
        <CardDescription>Confira as quantidades; toque em um item para trocar o alimento ou a medida.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {draft.unmatched.length > 0 ? (
          <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-semibold">Não reconhecemos:</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {draft.unmatched.map((text) => (
                <li key={text} className="flex flex-wrap items-center gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setPicking({ mode: 'add', query: text, resolves: text })}
                  >
                    <Search aria-hidden="true" /> Buscar “{text}”
                  </Button>
                  {suggestionsFor(draft, text).map((food) => (
                    <Button
                      key={food.foodId}
                      size="sm"
                      variant="ghost"
                      aria-label={`Usar ${food.foodName}, semelhante a “${text}”`}
                      onClick={() => setPicking({ mode: 'add', query: food.foodName, resolves: text })}
                    >
                      {food.foodName} <FoodSourceBadge source={food.foodSource} />{' '}
                      <Badge variant="neutral">semelhante</Badge>
                    </Button>
                  ))}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {draft.items.length === 0 ? (
          <p className="text-slate-600">Nenhum alimento na refeição. Adicione um pela busca.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100" aria-label="Alimentos">
            {draft.items.map((item) => (
              <li key={item.key} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-slate-900">
                    <span>{item.foodName}</span> <FoodSourceBadge source={item.foodSource} />{' '}
                    {needsConfirmation(item.confidence) ? <Badge variant="warning">Confira</Badge> : null}
                    {item.portionSource === 'typical' ? <Badge variant="neutral">porção típica</Badge> : null}
                  </p>
                  <p className="text-sm text-slate-600">
                    {[itemAmountText(item), item.text ? `“${item.text}”` : null].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <p className="text-sm font-semibold text-slate-900">
                  {nutrientText(item.nutrients.energyKcal, 'kcal')}
                </p>
                <div className="flex gap-1">
                  {/* A quick add is the person's own number, not a catalog food to swap: remove it and type again. */}
                  {isQuickCaloriesId(item.foodId) ? null : (
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Alterar ${item.foodName}`}
                      onClick={() => setPicking({ mode: 'edit', item })}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                  )}
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Remover ${item.foodName}`}
                    onClick={() => onChange(removeItem(draft, item.key))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <Button variant="outline" className="self-start" onClick={() => setPicking({ mode: 'add', query: '' })}>
          <Plus aria-hidden="true" /> Adicionar alimento
        </Button>
        {/* On the phone the total stays in sight while the items scroll (issue 25), just above the bottom bar and
            its raised camera button (5.5rem); from lg there is no bottom bar and the card fits beside the form. */}
        <section
          aria-labelledby="total-title"
          className="rounded-xl bg-brand-50 p-4 max-sm:p-3 max-lg:sticky max-lg:bottom-[calc(5.5rem+env(safe-area-inset-bottom))] max-lg:z-30 max-lg:border max-lg:border-brand-200 max-lg:shadow-lg"
        >
          <h3 id="total-title" className="text-sm font-semibold text-brand-900">
            Total da refeição
          </h3>
          <NutrientValues nutrients={totals} partial={incomplete} className="mt-2" oneRowOnPhone />
        </section>
      </CardContent>
      <FoodPicker
        open={picking !== null}
        onOpenChange={(open) => !open && setPicking(null)}
        title={picking?.mode === 'edit' ? 'Alterar alimento' : 'Adicionar alimento'}
        current={picking?.mode === 'edit' ? picking.item : undefined}
        initialQuery={picking?.mode === 'add' ? picking.query : ''}
        onChoose={(choice) => {
          if (picking?.mode === 'edit') onChange(replaceItem(draft, picking.item.key, choice));
          else onChange(addItem(draft, choice, picking?.resolves));
          setPicking(null);
        }}
      />
    </Card>
  );
}
