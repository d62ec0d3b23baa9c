import type { MealSlot } from '../meals/meal-slots';
import type { CoreNutrientKey } from '../foods/nutrients';
import type { LogQuestion } from './log-question';
import type { RedFlagGroup } from './red-flags';

/** Health topics the assistant never handles alone: it points to a professional (decision 0014). */
/** Before or after a workout; null when the question does not say. */
export type WorkoutTiming = 'pre' | 'post';

export type CareTopic = 'pregnancy' | 'condition' | 'eating_disorder' | 'medication' | 'diet_change';

/**
 * What a pt-BR message asks. The offline assistant answers each kind from
 * tools only (catalog, the person's day/week, billing facts); the model mode
 * gets the same tools. `foodText` keeps the person's words with accents.
 */
export type Intent =
  | { kind: 'risk'; groups: RedFlagGroup[] }
  | { kind: 'care'; topic: CareTopic }
  | { kind: 'trial' }
  | { kind: 'cancellation' }
  | { kind: 'price' }
  | { kind: 'data_rights' }
  | { kind: 'greeting' }
  | { kind: 'capabilities' }
  | { kind: 'thanks' }
  | { kind: 'log_meal'; foodText: string; slot: MealSlot | null; yesterday: boolean }
  | { kind: 'log_water'; ml: number }
  | { kind: 'log_weight'; weightKg: number }
  | { kind: 'suggest_snack'; minProteinG: number | null; maxEnergyKcal: number | null }
  | { kind: 'compare_foods'; left: string; right: string; focus: CoreNutrientKey[] }
  /** "posso comer pizza hoje?": the food against what is left of today's target (issue #26 item 2). */
  | { kind: 'can_i_eat'; foodText: string }
  /** "trocar arroz por batata doce": B's portion with A's energy; `to` null asks for options (issue #26 item 3). */
  | { kind: 'substitute'; from: string; to: string | null }
  | { kind: 'hunger' }
  | { kind: 'workout_snack'; timing: WorkoutTiming | null }
  | { kind: 'day_remaining' }
  /** A question over the person's own log; `periodKey` is read against São Paulo's today when answering. */
  | { kind: 'log_question'; question: LogQuestion; periodKey: string }
  | { kind: 'week_summary' }
  | { kind: 'food_nutrients'; foodText: string; focus: CoreNutrientKey[] }
  | { kind: 'unknown' };

export type IntentKind = Intent['kind'];
