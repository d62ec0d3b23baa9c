import { useState } from 'react';
import { SaveMealForm } from '@/web/features/meals/save-meal-form';
import type { MealWhen } from '@/web/features/meals/meal-when';
import { Card, CardContent } from '@/web/ui/card';
import { DescribeMealForm } from './describe-meal-form';
import { HistorySuggestions } from './history-suggestions';
import { addChoices, draftFromAnalysis, type MealDraft } from './meal-draft';
import { MealItemsCard } from './meal-items-card';
import { useSaveMeal } from './use-save-meal';

export interface ComposerState {
  draft: MealDraft | null;
  when: MealWhen;
  note: string;
  photoId: string | null;
}

/** The meal being put together: how it was described, its reviewed items, and when it was eaten. */
export function MealComposer({ initial, editingId }: { initial: ComposerState; editingId: string | null }) {
  const [draft, setDraft] = useState(initial.draft);
  const [when, setWhen] = useState(initial.when);
  const [note, setNote] = useState(initial.note);
  const [photoId] = useState(initial.photoId);
  const save = useSaveMeal(editingId);
  return (
    <>
      {editingId ? null : (
        <Card>
          <CardContent className="flex flex-col gap-6">
            <DescribeMealForm onAnalysis={(analysis) => setDraft(draftFromAnalysis(analysis))} />
            <HistorySuggestions
              slot={when.slot}
              onAdd={(choices) => setDraft((current) => addChoices(current, choices))}
            />
          </CardContent>
        </Card>
      )}
      {draft ? (
        <>
          <MealItemsCard draft={draft} onChange={setDraft} />
          <Card>
            <CardContent>
              <SaveMealForm
                when={when}
                note={note}
                onWhenChange={setWhen}
                onNoteChange={setNote}
                onSave={() => save.mutate({ draft, when, note, photoId })}
                saving={save.isPending}
                error={save.isError ? save.error.message : null}
                disabled={draft.items.length === 0}
                label={editingId ? 'Salvar alterações' : 'Salvar refeição'}
              />
            </CardContent>
          </Card>
        </>
      ) : null}
    </>
  );
}
