import { and, eq } from 'drizzle-orm';
import { chatMessages as texts } from '../../../contracts/chat';
import type { Meal } from '../../../contracts/meals';
import type { ProposedMeal, ProposedWater, ProposedWeight } from '../../../domain/chat/facts';
import { isQuickCaloriesId } from '../../../domain/meal-text/quick-calories-item';
import type { Database } from '../../db/client';
import { chatActions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { notFound } from '../../http/not-found';
import { logWater } from '../body/log-water';
import type { WeightLogged } from '../../../contracts/body';
import { logWeight } from '../body/log-weight';
import type { Deps } from '../deps';
import { createMeal } from '../meals/save-meal';
import { toActionDto } from './chat-repository';

export interface Confirmed {
  action: ReturnType<typeof toActionDto>;
  meal?: Meal;
  water?: { ml: number; date: string };
  weight?: WeightLogged;
}

/**
 * POST /api/chat/actions/:id/confirm: logs the proposal for the session's
 * person, once. The claim (pending → confirmed) and the log are one
 * transaction, so a double click or two tabs never log it twice. A meal is
 * built like any POST /api/meals (foods and grams, figures from the catalog);
 * water and weight go through the same use cases as POST /api/water and
 * POST /api/weights.
 */
export async function confirmAction(deps: Deps, userId: string, actionId: string): Promise<Confirmed> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const [claimed] = await tx
      .update(chatActions)
      .set({ status: 'confirmed', confirmedAt: now })
      .where(and(eq(chatActions.userId, userId), eq(chatActions.id, actionId), eq(chatActions.status, 'pending')))
      .returning();
    if (!claimed) {
      const [existing] = await tx
        .select({ id: chatActions.id, kind: chatActions.kind })
        .from(chatActions)
        .where(and(eq(chatActions.userId, userId), eq(chatActions.id, actionId)));
      if (existing) {
        throw new AppError(
          409,
          'action_already_done',
          existing.kind === 'log_meal' ? texts.actionDone : texts.actionDoneOther,
        );
      }
      throw notFound('action');
    }
    if (claimed.kind === 'log_water') {
      const { ml, at } = claimed.payload as ProposedWater;
      return { action: toActionDto(claimed), water: await logWater(tx, userId, ml, new Date(at)) };
    }
    if (claimed.kind === 'log_weight') {
      const { weightKg, date } = claimed.payload as ProposedWeight;
      return { action: toActionDto(claimed), weight: await logWeight(tx, userId, { weightKg, date }, now) };
    }
    const proposal = claimed.payload as ProposedMeal;
    // A nested transaction (savepoint) on the same connection: the meal and the claim commit together.
    const meal: Meal = await createMeal({ ...deps, db: tx as unknown as Database }, userId, {
      slot: proposal.slot,
      eatenAt: proposal.eatenAt,
      items: proposal.items.map((item) =>
        isQuickCaloriesId(item.foodId)
          ? { foodId: item.foodId, energyKcal: item.energyKcal ?? undefined }
          : { foodId: item.foodId, grams: item.grams },
      ),
      photoId: proposal.photoId ?? null,
    });
    const [done] = await tx
      .update(chatActions)
      .set({ mealId: meal.id })
      .where(and(eq(chatActions.userId, userId), eq(chatActions.id, actionId)))
      .returning();
    return { action: toActionDto(done ?? claimed), meal };
  });
}
