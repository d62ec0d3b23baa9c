import type { MealSlot } from '../meals/meal-slots';
import type { DayStats, RangeStats } from '../stats/stats-report';
import type { FoodSourceKind } from '../foods/food-source';
import type { CoreNutrients } from '../foods/nutrients';
import type { FoodIndex } from '../foods/food-index';
import type { FoodCatalog } from '../foods/types';
import type { MealTextAnalysis } from '../meal-text/analyze-meal-text';
import type { SubscriptionStatus } from '../billing/subscription';
import type { PeriodFacts } from './reply-log';

/** The food tools: catalog, search index and the pt-BR meal-text analyser (built once per process). */
export interface FoodTools {
  catalog: FoodCatalog;
  index: FoodIndex;
  analyzeText(text: string): MealTextAnalysis;
}

/** The person's subscription as the billing module reports it (advanced to now). */
export interface AccountFacts {
  status: SubscriptionStatus;
  trialEndsAt: Date;
  currentPeriodEndsAt: Date | null;
  cancelAtPeriodEnd: boolean;
  /** What this person pays (or would pay on subscribing now), in centavos. */
  priceCents: number;
  subscribed: boolean;
  accessEndsAt: Date | null;
}

/** What the server loaded for this message: only the parts the intent needs (see factsNeeded). */
export interface PersonFacts {
  firstName: string;
  now: Date;
  /** Where the reply comes from: the offline assistant never sends text out. */
  mode: 'offline' | 'model';
  day?: DayStats;
  /** The last 7 São Paulo days, today included. */
  week?: RangeStats;
  account?: AccountFacts;
  /** The period a question over the log names, with its figures. */
  period?: PeriodFacts;
}

export type FactKey = 'day' | 'week' | 'account' | 'period';

/** A meal the assistant proposes; logged only when the person confirms (POST /api/chat/actions/:id/confirm). */
export interface ProposedMeal {
  slot: MealSlot;
  eatenAt: string;
  items: Array<{
    foodId: string;
    foodName: string;
    quantity: number;
    unit: string;
    grams: number;
    energyKcal: number | null;
    /** Absent on actions proposed before the source was kept (stop 11). */
    foodSource?: FoodSourceKind;
  }>;
  totals: CoreNutrients;
  unmatched: string[];
  /** The person's photo the proposal came from (WhatsApp photos, decision 0032): attached to the logged meal. */
  photoId?: string | null;
}

/** Water or a weight told in the chat: logged through the same use cases as the dashboard, once confirmed. */
export interface ProposedWater {
  ml: number;
  /** When it was drunk (the message's instant). */
  at: string;
}
export interface ProposedWeight {
  weightKg: number;
  /** The São Paulo day of the weighing. */
  date: string;
}

export type ProposedAction =
  | { kind: 'log_meal'; meal: ProposedMeal }
  | { kind: 'log_water'; water: ProposedWater }
  | { kind: 'log_weight'; weight: ProposedWeight };

/** The meal of a meal proposal (undefined for water or weight). */
export const mealOf = (action: ProposedAction | undefined): ProposedMeal | undefined =>
  action?.kind === 'log_meal' ? action.meal : undefined;

export interface AssistantReply {
  text: string;
  actions: ProposedAction[];
}
