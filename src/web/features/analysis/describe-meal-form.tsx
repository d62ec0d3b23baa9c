import { useMutation } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useId, useState, type FormEvent, type Ref } from 'react';
import { MEAL_TEXT_MAX_LENGTH, type Analysis } from '@/contracts/analysis';
import { Button } from '@/web/ui/button';
import { FieldError } from '@/web/ui/field';
import { Label } from '@/web/ui/label';
import { Spinner } from '@/web/ui/spinner';
import { analyzeText } from './analysis-api';

/**
 * "O que tem no prato?": a pt-BR description sent to POST /api/analysis/text.
 * `onTextChange` lets the photo path send what was typed as a hint; `ref` lets it focus the box when a photo
 * needs describing.
 */
export function DescribeMealForm({
  onAnalysis,
  onTextChange,
  ref,
}: {
  onAnalysis: (analysis: Analysis) => void;
  onTextChange?: (text: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const analysis = useMutation({
    mutationFn: analyzeText,
    onSuccess: onAnalysis,
    // Runs with no connection too: the device analyses the text then (decision 0030).
    networkMode: 'always',
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) analysis.mutate(text);
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <Label htmlFor={`${id}-text`}>O que tem no prato?</Label>
      <textarea
        ref={ref}
        id={`${id}-text`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onTextChange?.(event.target.value);
        }}
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
  );
}
