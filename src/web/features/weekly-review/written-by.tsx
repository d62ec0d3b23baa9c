import { Sparkles } from 'lucide-react';
import type { WeeklyReviewView } from '@/contracts/weekly-review';

/** The week's suggestion written by the AI says so (decision 0067: from the figures only); the rules' one says nothing. */
export function WrittenBy({ review }: { review: Pick<WeeklyReviewView, 'suggestionWrittenBy'> }) {
  if (review.suggestionWrittenBy !== 'model') return null;
  return (
    <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
      <Sparkles className="size-4 shrink-0" aria-hidden="true" />
      Sugestão escrita pela IA a partir dos seus números.
    </p>
  );
}
