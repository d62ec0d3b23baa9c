import { useRef, useState } from 'react';
import type { PhotoAnalysis } from '@/contracts/photos';
import { BarcodeMealEntry } from './barcode-meal-entry';
import { PremiumGate } from '@/web/features/billing/premium-gate';
import { SaveMealForm } from '@/web/features/meals/save-meal-form';
import type { MealWhen } from '@/web/features/meals/meal-when';
import { Card, CardContent } from '@/web/ui/card';
import { DescribeMealForm } from './describe-meal-form';
import { HistorySuggestions } from './history-suggestions';
import { addChoices, draftFromAnalysis, type MealDraft } from './meal-draft';
import { MealItemsCard } from './meal-items-card';
import { PhotoCapture } from './photo-capture';
import { PhotoResultNotes } from './photo-result-notes';
import { useSaveMeal } from './use-save-meal';

export interface ComposerState {
  draft: MealDraft | null;
  when: MealWhen;
  note: string;
  photoId: string | null;
  /** A photo's analysis to start from (a photo taken offline, analysed since). */
  photo?: PhotoAnalysis | undefined;
}

/** The meal being put together: how it was described, its reviewed items, and when it was eaten. */
export function MealComposer({
  initial,
  editingId,
  queuedPhotoId,
}: {
  initial: ComposerState;
  editingId: string | null;
  /** The offline queue's photo being reviewed: dropped from the queue once the meal is saved. */
  queuedPhotoId?: string;
}) {
  const [draft, setDraft] = useState(initial.draft);
  const [when, setWhen] = useState(initial.when);
  const [note, setNote] = useState(initial.note);
  const [photoId, setPhotoId] = useState(initial.photoId);
  const save = useSaveMeal(editingId, queuedPhotoId);
  // Photo path: the kept photo goes with the meal; without items, the description box is next.
  const [photo, setPhoto] = useState<PhotoAnalysis | null>(initial.photo ?? null);
  const [hint, setHint] = useState('');
  const describe = useRef<HTMLTextAreaElement>(null);
  // Counts analyses: each one brings its items into view (issue 25).
  const [reveal, setReveal] = useState(0);
  function onPhotoAnalyzed(result: PhotoAnalysis) {
    setPhoto(result);
    setPhotoId(result.photoId);
    const found = result.items.length > 0 || result.unmatched.length > 0;
    setDraft(found ? draftFromAnalysis(result) : null);
    if (result.needsDescription) describe.current?.focus();
    else if (found) setReveal((count) => count + 1);
  }
  return (
    <>
      {editingId ? null : (
        <PremiumGate feature="photo_analysis">
          <PhotoCapture hint={hint} onAnalyzed={onPhotoAnalyzed} />
          {photo ? <PhotoResultNotes photo={photo} draft={draft} onChange={setDraft} /> : null}
        </PremiumGate>
      )}
      {editingId ? null : (
        <Card>
          <CardContent className="flex flex-col gap-6">
            <DescribeMealForm
              ref={describe}
              onTextChange={setHint}
              onAnalysis={(analysis) => {
                setDraft(draftFromAnalysis(analysis));
                setReveal((count) => count + 1);
              }}
            />
            <div className="flex flex-wrap items-center gap-3">
              <BarcodeMealEntry onAdd={(choice) => setDraft((current) => addChoices(current, [choice]))} />
              <p className="text-sm text-slate-600">Produto embalado? Leia o código e use os números do rótulo.</p>
            </div>
            <HistorySuggestions
              slot={when.slot}
              onAdd={(choices) => setDraft((current) => addChoices(current, choices))}
            />
          </CardContent>
        </Card>
      )}
      {draft ? (
        <>
          <MealItemsCard draft={draft} onChange={setDraft} revealSignal={reveal} />
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
