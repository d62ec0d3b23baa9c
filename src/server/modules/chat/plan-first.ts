import { localDate } from '../../../domain/calendar/sao-paulo';
import { readPlanQuestion } from '../../../domain/meal-plan/plan-question';
import { PLAN_PATH, planReply } from '../../../domain/meal-plan/plan-reply';
import type { Deps } from '../deps';
import { findCurrentPlan } from '../meal-plans/meal-plan-repository';
import type { EngineOutcome } from './chat-engine';

export const PLAN_ENGINE = 'meal-plan.v1';

/**
 * Questions about the person's plano alimentar ("o que tem no jantar de hoje?", "monte meu cardápio") are
 * answered from the stored plan before any engine runs, in both modes (decision 0057): a model never
 * describes a plan of its own, and the figures are the plan's. Null when the message asks something else.
 */
export async function planFirst(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  text: string,
  onDelta: (text: string) => Promise<void>,
): Promise<EngineOutcome | null> {
  const question = readPlanQuestion(text);
  if (!question) return null;
  const stored = await findCurrentPlan(deps.db, userId);
  const reply = planReply(question, stored?.plan ?? null, localDate(deps.clock()), PLAN_PATH);
  const lines = reply.split('\n');
  for (const [i, line] of lines.entries()) await onDelta(i < lines.length - 1 ? `${line}\n` : line);
  return { ok: true, text: reply, actions: [], engine: PLAN_ENGINE };
}
