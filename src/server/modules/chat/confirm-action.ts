import { and, eq } from 'drizzle-orm';
import { chatMessages as texts } from '../../../contracts/chat';
import type { Meal } from '../../../contracts/meals';
import type { ProposedMeal } from '../../../domain/chat/facts';
import type { Database } from '../../db/client';
import { chatActions } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { notFound } from '../../http/not-found';
import type { Deps } from '../deps';
import { createMeal } from '../meals/save-meal';
import { toActionDto } from './chat-repository';

/**
 * POST /api/chat/actions/:id/confirm: logs the proposed meal for the session's
 * person, once. The claim (pending → confirmed) and the meal are one
 * transaction, so a double click or two tabs never log it twice. The meal is
 * built like any POST /api/meals: foods and grams, figures from the catalog.
 */
export async function confirmAction(deps: Deps, userId: string, actionId: string) {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const [claimed] = await tx
      .update(chatActions)
      .set({ status: 'confirmed', confirmedAt: now })
      .where(and(eq(chatActions.userId, userId), eq(chatActions.id, actionId), eq(chatActions.status, 'pending')))
      .returning();
    if (!claimed) {
      const [existing] = await tx
        .select({ id: chatActions.id })
        .from(chatActions)
        .where(and(eq(chatActions.userId, userId), eq(chatActions.id, actionId)));
      if (existing) throw new AppError(409, 'action_already_done', texts.actionDone);
      throw notFound('action');
    }
    const proposal = claimed.payload as ProposedMeal;
    // A nested transaction (savepoint) on the same connection: the meal and the claim commit together.
    const meal: Meal = await createMeal({ ...deps, db: tx as unknown as Database }, userId, {
      slot: proposal.slot,
      eatenAt: proposal.eatenAt,
      items: proposal.items.map((item) => ({ foodId: item.foodId, grams: item.grams })),
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
