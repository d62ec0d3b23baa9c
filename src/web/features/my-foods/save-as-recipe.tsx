import { BookmarkPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { MY_FOOD_NAME_MAX } from '@/contracts/my-foods';
import type { Meal } from '@/contracts/meals';
import { messageOf } from '@/web/lib/api-error';
import { Button } from '@/web/ui/button';
import { Field } from '@/web/ui/field';
import { Input } from '@/web/ui/input';
import { Spinner } from '@/web/ui/spinner';
import { useSaveMealAsRecipe } from './use-my-foods';

/**
 * "Salvar como receita": a logged meal becomes one item of "Meus alimentos"
 * (the whole meal as one portion, figures per 100 g from its items), so a
 * dish made again and again is logged in one tap.
 */
export function SaveAsRecipe({ meal }: { meal: Meal }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveMealAsRecipe();
  if (!open) {
    return (
      <Button variant="ghost" className="mt-2 self-start" onClick={() => setOpen(true)}>
        <BookmarkPlus aria-hidden="true" /> Salvar como receita
      </Button>
    );
  }
  return (
    <form
      noValidate
      className="mt-3 flex flex-col gap-2 rounded-xl border border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        save.mutate(
          { mealId: meal.id, name },
          {
            onSuccess: (food) => {
              setOpen(false);
              setName('');
              toast.success(`${food.name} foi salva em Meus alimentos.`);
            },
            onError: (failure) => setError(messageOf(failure)),
          },
        );
      }}
    >
      <Field
        id={`${id}-name`}
        label="Nome da receita"
        hint="Todos os itens desta refeição viram um só alimento, com o peso total como porção."
        error={error ?? undefined}
      >
        {(control) => (
          <Input
            {...control}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={MY_FOOD_NAME_MAX}
            placeholder="Ex.: Marmita de frango da semana"
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          Salvar receita
        </Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
        <Button variant="link" asChild>
          <Link to="/dashboard/my-foods">Meus alimentos</Link>
        </Button>
      </div>
    </form>
  );
}
