import { useState, type FormEvent } from 'react';
import {
  BUDGET_LABELS,
  BUDGETS,
  COOKING_TIME_LABELS,
  COOKING_TIMES,
  DIET_RESTRICTION_LABELS,
  DIET_RESTRICTIONS,
  HEALTH_SITUATION_LABELS,
  HEALTH_SITUATIONS,
  mealPlanCreateSchema,
  REGION_LABELS,
  REGIONS,
  type MealPlanCreate,
} from '@/contracts/meal-plans';
import { Alert } from '@/web/ui/alert';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { CheckboxField } from '@/web/ui/checkbox-field';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { Spinner } from '@/web/ui/spinner';

type Restriction = (typeof DIET_RESTRICTIONS)[number];
type Situation = (typeof HEALTH_SITUATIONS)[number];
type Budget = (typeof BUDGETS)[number];
type CookingTime = (typeof COOKING_TIMES)[number];
type Region = (typeof REGIONS)[number];

const toggle = <T,>(list: T[], value: T, on: boolean) => (on ? [...list, value] : list.filter((v) => v !== value));

/**
 * "Monte seu plano": restrictions, foods not eaten, budget, time to cook, regional cuisine, and the health
 * situations that need a professional.
 */
export function PreferencesForm({
  onSubmit,
  pending,
  error,
}: {
  onSubmit: (values: MealPlanCreate) => void;
  pending: boolean;
  error: string | null;
}) {
  const [restrictions, setRestrictions] = useState<Restriction[]>([]);
  const [situations, setSituations] = useState<Situation[]>([]);
  const [dislikes, setDislikes] = useState('');
  const [budget, setBudget] = useState<Budget>('moderado');
  const [cookingTime, setCookingTime] = useState<CookingTime>('normal');
  const [region, setRegion] = useState<Region | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = {
      restrictions,
      situations,
      budget,
      cookingTime,
      region,
      dislikes: dislikes
        .split(/[,;\n]/)
        .map((word) => word.trim())
        .filter(Boolean),
    };
    const parsed = mealPlanCreateSchema.safeParse(values);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Confira as preferências');
      return;
    }
    setInvalid(null);
    onSubmit(values);
  }

  return (
    <Card className="p-5">
      <form className="flex flex-col gap-5" onSubmit={submit} aria-label="Preferências do plano">
        <h2 className="text-lg font-semibold text-slate-900">Suas preferências</h2>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Restrições</legend>
          {DIET_RESTRICTIONS.map((id) => (
            <CheckboxField
              key={id}
              id={`restricao-${id}`}
              label={DIET_RESTRICTION_LABELS[id]}
              checked={restrictions.includes(id)}
              onCheckedChange={(on) => setRestrictions((list) => toggle(list, id, on === true))}
            />
          ))}
        </fieldset>
        <div className="flex flex-col gap-2">
          <Label htmlFor="nao-como">Alimentos que você não come (separe por vírgula)</Label>
          <Input
            id="nao-como"
            value={dislikes}
            onChange={(e) => setDislikes(e.target.value)}
            placeholder="ex.: beterraba, peixe"
          />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Orçamento</legend>
          <div className="flex gap-4">
            {BUDGETS.map((id) => (
              <label key={id} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name="orcamento"
                  value={id}
                  checked={budget === id}
                  onChange={() => setBudget(id)}
                  className="size-4 accent-brand-700"
                />
                {BUDGET_LABELS[id]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Tempo para cozinhar</legend>
          {COOKING_TIMES.map((id) => (
            <label key={id} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name="tempo-para-cozinhar"
                value={id}
                checked={cookingTime === id}
                onChange={() => setCookingTime(id)}
                className="size-4 accent-brand-700"
              />
              {COOKING_TIME_LABELS[id]}
            </label>
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Culinária regional</legend>
          <p className="text-sm text-slate-600">
            Damos preferência aos alimentos que o livro Alimentos Regionais Brasileiros, do Ministério da Saúde, lista
            para a região, sem sair das suas metas.
          </p>
          {[null, ...REGIONS].map((id) => (
            <label key={id ?? 'nenhuma'} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="radio"
                name="culinaria-regional"
                value={id ?? ''}
                checked={region === id}
                onChange={() => setRegion(id)}
                className="size-4 accent-brand-700"
              />
              {id ? REGION_LABELS[id] : 'Sem preferência'}
            </label>
          ))}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-slate-900">Sua saúde</legend>
          <p className="text-sm text-slate-600">
            Nestas situações o plano precisa ser individual: indicamos um profissional em vez de montar um cardápio.
          </p>
          {HEALTH_SITUATIONS.map((id) => (
            <CheckboxField
              key={id}
              id={`situacao-${id}`}
              label={HEALTH_SITUATION_LABELS[id]}
              checked={situations.includes(id)}
              onCheckedChange={(on) => setSituations((list) => toggle(list, id, on === true))}
            />
          ))}
        </fieldset>
        {invalid || error ? <Alert>{invalid ?? error}</Alert> : null}
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner className="size-4" /> : null} Montar meu plano
          </Button>
        </div>
      </form>
    </Card>
  );
}
