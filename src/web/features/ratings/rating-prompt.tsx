import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { queryKeys } from '@/web/lib/query-keys';
import { messageOf } from '@/web/lib/api-error';
import { cn } from '@/web/lib/cn';
import { Button } from '@/web/ui/button';
import { Textarea } from '@/web/ui/textarea';
import { dismissRatingPrompt, getMyRating, rateApp } from './ratings-api';

const STAR_WORDS = ['', 'Muito ruim', 'Ruim', 'Regular', 'Bom', 'Muito bom'];

/**
 * "Está gostando do Nutri?": asked inside the app once, after the second week
 * of use (the server decides, docs/decisions/0041-real-ratings-only.md). The
 * answers are the only source of the rating the landing page may show.
 */
export function RatingPrompt() {
  const client = useQueryClient();
  const mine = useQuery({ queryKey: queryKeys.myRating, queryFn: getMyRating, staleTime: Infinity });
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const done = () => void client.invalidateQueries({ queryKey: queryKeys.myRating });
  const rate = useMutation({ mutationFn: rateApp, onError: (e) => setError(messageOf(e)) });
  const dismiss = useMutation({
    mutationFn: dismissRatingPrompt,
    onSuccess: done,
    onError: (e) => setError(messageOf(e)),
  });

  if (rate.isSuccess) {
    return (
      <section aria-labelledby="avaliacao-titulo" className="rounded-2xl border border-brand-200 bg-brand-50 p-5">
        <h2 id="avaliacao-titulo" className="font-semibold text-slate-900">
          Obrigado pela avaliação!
        </h2>
        <p className="mt-1 text-slate-700">Ela ajuda outras pessoas a conhecer o Nutri como ele é.</p>
      </section>
    );
  }
  if (!mine.data?.ask) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (stars < 1) return setError('Escolha de 1 a 5 estrelas.');
    rate.mutate({ stars, comment: comment.trim() || null });
  };

  return (
    <section aria-labelledby="avaliacao-titulo" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="avaliacao-titulo" className="font-semibold text-slate-900">
        Está gostando do Nutri?
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Você usa o Nutri há duas semanas. Dê uma nota de 1 a 5 — perguntamos só uma vez.
      </p>
      <form onSubmit={submit} className="mt-3 flex flex-col gap-3">
        <fieldset>
          <legend className="sr-only">Sua nota</legend>
          <div className="flex gap-1">
            {[1, 2, 3, 4, 5].map((n) => (
              <label
                key={n}
                className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700"
              >
                <input
                  type="radio"
                  name="nota"
                  value={n}
                  checked={stars === n}
                  onChange={() => setStars(n)}
                  className="sr-only"
                  aria-label={`${n} ${n === 1 ? 'estrela' : 'estrelas'}: ${STAR_WORDS[n]}`}
                />
                <Star
                  aria-hidden="true"
                  className={cn('size-8', n <= stars ? 'fill-amber-400 text-amber-600' : 'text-slate-400')}
                />
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor="avaliacao-comentario" className="text-sm font-medium text-slate-900">
          Comentário (opcional)
        </label>
        <Textarea
          id="avaliacao-comentario"
          value={comment}
          maxLength={1000}
          onChange={(e) => setComment(e.target.value)}
          rows={2}
        />
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={rate.isPending}>
            Enviar avaliação
          </Button>
          <Button type="button" variant="ghost" disabled={dismiss.isPending} onClick={() => dismiss.mutate()}>
            Agora não
          </Button>
        </div>
      </form>
    </section>
  );
}
