import { Droplets, Plus } from 'lucide-react';
import type { PhotoAnalysis } from '@/contracts/photos';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { addItem, type MealDraft } from './meal-draft';

/**
 * What the photo analysis has to say besides its items: why there are none
 * (no model configured, the model failed, no food seen) and the hidden-oil
 * question for fried or sautéed food, with one tap to add the oil.
 */
export function PhotoResultNotes({
  photo,
  draft,
  onChange,
}: {
  photo: PhotoAnalysis;
  draft: MealDraft | null;
  onChange: (draft: MealDraft) => void;
}) {
  const current = draft ?? { items: [], unmatched: [] };
  return (
    <>
      {photo.notice ? <Alert variant="info">{photo.notice}</Alert> : null}
      {photo.questions.map((question) => {
        const suggestion = question.suggestion;
        const added = suggestion && current.items.some((item) => item.foodId === suggestion.foodId);
        return (
          <div
            key={question.kind}
            role="status"
            className="flex flex-wrap items-center gap-3 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900"
          >
            <Droplets aria-hidden="true" className="size-4 shrink-0" />
            <p className="min-w-0 flex-1">{question.text}</p>
            {suggestion && !added ? (
              <Button size="sm" variant="outline" onClick={() => onChange(addItem(current, suggestion))}>
                <Plus aria-hidden="true" /> Adicionar {suggestion.quantity.toLocaleString('pt-BR')} {suggestion.unit} de{' '}
                {suggestion.foodName.toLowerCase()}
              </Button>
            ) : null}
          </div>
        );
      })}
    </>
  );
}
