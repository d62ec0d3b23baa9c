import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Droplet, Scale, UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { ChatAction } from '@/contracts/chat';
import { MEAL_SLOT_LABELS } from '@/contracts/meals';
import { localTime } from '@/domain/calendar/sao-paulo';
import { isQuickCaloriesId } from '@/domain/meal-text/quick-calories-item';
import { FoodSourceBadge } from '@/web/features/foods/food-source-badge';
import { formatDecimal, formatKcal } from '@/web/lib/format';
import { messageOf } from '@/web/lib/api-error';
import { queryKeys } from '@/web/lib/query-keys';
import { Button } from '@/web/ui/button';
import { Spinner } from '@/web/ui/spinner';
import { confirmChatAction } from './chat-api';

type MealAction = Extract<ChatAction, { kind: 'log_meal' }>;

const DONE: Record<ChatAction['kind'], string> = {
  log_meal: 'Refeição registrada!',
  log_water: 'Água registrada!',
  log_weight: 'Peso registrado!',
};

/** What the assistant proposed (a meal, water or a weight): logged only when the person presses the button (POST …/confirm). */
export function ChatActionCard({ action }: { action: ChatAction }) {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmChatAction(action.id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.chat }),
        queryClient.invalidateQueries({ queryKey: queryKeys.meals }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stats }),
      ]),
    onSuccess: () => toast.success(DONE[action.kind]),
  });
  return (
    <div className="mt-3 flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-slate-800">
      {action.kind === 'log_meal' ? (
        <MealProposal action={action} />
      ) : action.kind === 'log_water' ? (
        <p className="flex items-center gap-2 font-semibold">
          <Droplet className="size-4 text-brand-700" aria-hidden="true" />
          Água: {formatDecimal(action.water.ml)} mL às {localTime(new Date(action.water.at))}
        </p>
      ) : (
        <p className="flex items-center gap-2 font-semibold">
          <Scale className="size-4 text-brand-700" aria-hidden="true" />
          Peso: {formatDecimal(action.weight.weightKg)} kg
        </p>
      )}
      {action.status === 'confirmed' ? (
        <p className="flex flex-wrap items-center gap-2 text-brand-900">
          <CircleCheck className="size-4" aria-hidden="true" /> {DONE[action.kind].replace('!', '.')}
          {action.kind === 'log_meal' ? (
            <Link to="/dashboard/history" className="font-semibold text-brand-800 underline underline-offset-2">
              Ver no Histórico
            </Link>
          ) : null}
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
            {confirm.isPending ? <Spinner /> : null}
            {action.label}
          </Button>
          {confirm.isError ? (
            <span role="alert" className="text-red-700">
              {messageOf(confirm.error)}
            </span>
          ) : null}
        </div>
      )}
    </div>
  );
}

function MealProposal({ action }: { action: MealAction }) {
  const { meal } = action;
  const kcal = meal.totals.energyKcal;
  return (
    <>
      <p className="flex items-center gap-2 font-semibold">
        <UtensilsCrossed className="size-4 text-brand-700" aria-hidden="true" />
        {MEAL_SLOT_LABELS[meal.slot]} às {localTime(new Date(meal.eatenAt))}
        {kcal !== null ? ` · ${formatKcal(kcal)}` : ''}
      </p>
      <ul aria-label="Itens da refeição" className="flex flex-col gap-0.5 text-slate-700">
        {meal.items.map((item, i) => (
          <li key={`${item.foodId}-${i}`}>
            {item.foodName}
            {/* A quick add's amount is its energy, said once just after. */}
            {isQuickCaloriesId(item.foodId) ? '' : `, ${formatDecimal(item.quantity)} ${item.unit}`}
            {item.energyKcal !== null ? ` · ${formatKcal(Math.round(item.energyKcal))}` : ''}
            {item.foodSource ? (
              <>
                {' '}
                <FoodSourceBadge source={item.foodSource} />
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {meal.unmatched.length > 0 ? (
        <p className="text-amber-900">Fica de fora (não reconhecido): {meal.unmatched.join(', ')}</p>
      ) : null}
    </>
  );
}
