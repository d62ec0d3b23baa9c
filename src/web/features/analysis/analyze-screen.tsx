import { useMutation } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { MEAL_TEXT_MAX_LENGTH } from '@/contracts/analysis';
import type { PhotoAnalysis } from '@/contracts/photos';
import { Button } from '@/web/ui/button';
import { Card, CardContent } from '@/web/ui/card';
import { DocumentTitle } from '@/web/ui/document-title';
import { FieldError } from '@/web/ui/field';
import { Label } from '@/web/ui/label';
import { Spinner } from '@/web/ui/spinner';
import { analyzeText } from './analysis-api';
import { draftFromAnalysis, type MealDraft } from './meal-draft';
import { MealItemsCard } from './meal-items-card';
import { PhotoCapture } from './photo-capture';
import { PhotoResultNotes } from './photo-result-notes';

/** /dashboard/analyze: describe a meal in Portuguese, get it itemised from the TACO catalog, fix any item. */
export function AnalyzeScreen() {
  const id = useId();
  const [text, setText] = useState('');
  const [draft, setDraft] = useState<MealDraft | null>(null);
  const analysis = useMutation({ mutationFn: analyzeText, onSuccess: (result) => setDraft(draftFromAnalysis(result)) });
  // Photo path: the kept photo (its id goes with the meal) and, without items, the description box next.
  const [photo, setPhoto] = useState<PhotoAnalysis | null>(null);
  const describe = useRef<HTMLTextAreaElement>(null);
  function onPhotoAnalyzed(result: PhotoAnalysis) {
    setPhoto(result);
    setDraft(result.items.length > 0 || result.unmatched.length > 0 ? draftFromAnalysis(result) : null);
    if (result.needsDescription) describe.current?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) analysis.mutate(text);
  }

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page="Analisar Refeição" />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Análise de Refeições</h1>
        <p className="mt-1 text-slate-600">
          Escreva o que você comeu do seu jeito — quantidades, medidas caseiras e preparo. Cada número vem da Tabela
          TACO.
        </p>
      </div>
      <PhotoCapture hint={text} onAnalyzed={onPhotoAnalyzed} />
      {photo ? <PhotoResultNotes photo={photo} draft={draft} onChange={setDraft} /> : null}
      <Card>
        <CardContent>
          <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
            <Label htmlFor={`${id}-text`}>O que tem no prato?</Label>
            <textarea
              ref={describe}
              id={`${id}-text`}
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={4}
              maxLength={MEAL_TEXT_MAX_LENGTH}
              placeholder="Ex.: arroz, feijão, um bife grelhado e salada — ou: 2 pães franceses com manteiga e um café com leite"
              aria-describedby={`${id}-count${analysis.isError ? ` ${id}-error` : ''}`}
              aria-invalid={analysis.isError}
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700 sm:text-sm"
            />
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span id={`${id}-count`} className="text-sm text-slate-600">
                {text.length.toLocaleString('pt-BR')}/{MEAL_TEXT_MAX_LENGTH.toLocaleString('pt-BR')} caracteres
              </span>
              <Button type="submit" disabled={!text.trim() || analysis.isPending}>
                {analysis.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />} Analisar
              </Button>
            </div>
            {analysis.isError ? <FieldError id={`${id}-error`}>{analysis.error.message}</FieldError> : null}
          </form>
        </CardContent>
      </Card>
      {draft ? <MealItemsCard draft={draft} onChange={setDraft} /> : null}
    </div>
  );
}
