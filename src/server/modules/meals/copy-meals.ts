import { and, asc, eq } from 'drizzle-orm';
import type { DayCopy, DayCopyResult, MealCopy } from '../../../contracts/meal-copy';
import type { Meal } from '../../../contracts/meals';
import { brazilianDate } from '../../../contracts/dates';
import { copiedEatenAt, copyItemRequest } from '../../../domain/meals/copy-meal';
import { meals } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { FREE_HISTORY_DAYS } from '../../../domain/billing/entitlements';
import { historyWindowStart } from '../billing/history-window';
import { notFound } from '../../http/not-found';
import type { Deps } from '../deps';
import { findMealRow, withItems } from './meal-repository';
import { createMeal } from './save-meal';

/**
 * POST /api/meals/:id/copy: the person's own meal logged again with the same foods and note, in the slot and at
 * the time chosen (not its photo: that was of the plate eaten then). Another person's meal is a 404.
 */
export async function copyMeal(deps: Deps, userId: string, mealId: string, input: MealCopy): Promise<Meal> {
  const row = await findMealRow(deps.db, userId, mealId);
  if (!row) throw notFound('meal');
  await requireWithinHistory(deps, userId, row.localDate);
  const [meal] = await withItems(deps.db, userId, [row]);
  return createMeal(deps, userId, {
    slot: input.slot,
    eatenAt: input.eatenAt,
    items: (meal as Meal).items.map(copyItemRequest),
    note: row.note,
  });
}

/**
 * POST /api/meals/days/:date/copy: every meal of the person's `date` logged on `toDate`, in the same slots at the
 * same times (a time of today not yet come is now, copy-meal.ts). `deps.db` is the idempotent transaction
 * (routes.ts): all the copies are kept, or none.
 */
export async function copyDay(deps: Deps, userId: string, date: string, input: DayCopy): Promise<DayCopyResult> {
  if (input.toDate === date) throw invalid('toDate', 'Escolha outro dia para receber as refeições');
  await requireWithinHistory(deps, userId, date);
  const rows = await deps.db
    .select()
    .from(meals)
    .where(and(eq(meals.userId, userId), eq(meals.localDate, date)))
    .orderBy(asc(meals.eatenAt), asc(meals.id));
  if (rows.length === 0) throw invalid('date', `Não há refeições em ${brazilianDate(date)} para copiar`);
  const now = deps.clock();
  const copied: Meal[] = [];
  for (const meal of await withItems(deps.db, userId, rows)) {
    copied.push(
      await createMeal(deps, userId, {
        slot: meal.slot,
        eatenAt: copiedEatenAt(new Date(meal.eatenAt), input.toDate, now).toISOString(),
        items: meal.items.map(copyItemRequest),
        note: meal.note,
      }),
    );
  }
  return { meals: copied };
}

/**
 * Copying reads a day as the history does: without Premium (after the trial) only the last 7 days can be seen,
 * so only they can be copied from (decision 0009); the same window as GET /api/meals (history-window.ts).
 * A 402 like every paywall, saying from which date copying is open.
 */
async function requireWithinHistory(deps: Deps, userId: string, date: string): Promise<void> {
  const windowStart = await historyWindowStart(deps.db, userId, deps.clock());
  if (windowStart && date < windowStart) {
    throw new AppError(
      402,
      'premium_required',
      `Sem o Premium, seu histórico mostra os últimos ${FREE_HISTORY_DAYS} dias: copie de ${brazilianDate(windowStart)} ` +
        'em diante ou assine o Premium para copiar dias anteriores.',
    );
  }
}

function invalid(field: string, message: string) {
  return new AppError(400, 'validation_failed', message, { [field]: message });
}
