import type { Database } from '../db/client';
import { consume, retryAt, tooManyRequests, type Taken } from './rate-limiter';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Per-person hourly limits on work (decision 0019, issue 29 finding 1), on the one
 * limiter: each counts what a request does, not the request — an MCP batch of ten
 * tool calls takes ten units. Sized for a heavy honest person, with the reasoning
 * beside each figure; chat (CHAT_RATE_LIMIT) and photos (AI_DAILY_PHOTO_LIMIT,
 * uploads) keep their own, older limits in the same table.
 */
export const PERSON_LIMITS = {
  /**
   * MCP messages (each tool call and list): an assistant's busy conversation uses
   * tens an hour; 600 is ten a minute for an hour, a runaway loop is stopped.
   */
  mcp: { key: 'mcp', perHour: 600, says: 'Muitas chamadas do assistente em pouco tempo.' },
  /**
   * Text analyses (POST /api/analysis/text, the MCP tools analyze_meal and log_meal): one per
   * "Analisar" or per assistant question; a person rewording every meal of a week in one
   * sitting uses well under 100. 300 is five a minute for an hour, and bounds one person to
   * a few seconds of catalog matching an hour.
   */
  textAnalysis: { key: 'text-analysis', perHour: 300, says: 'Muitas análises de refeição em pouco tempo.' },
  /**
   * Meal creations, edits and deletions from any channel (web, chat, MCP): a week of
   * offline logging replayed at once is about 40 (six meals a day), each perhaps edited
   * once; 200 leaves room for that and stops a script filling the diary.
   */
  mealWrites: { key: 'meal-writes', perHour: 200, says: 'Muitos registros e alterações de refeições em pouco tempo.' },
  /** My foods: typing a pantry's labels in one sitting, not a script filling the table. */
  myFoodWrites: { key: 'my-foods-write', perHour: 120, says: 'Muitas alterações em Meus alimentos em pouco tempo.' },
  /**
   * Meal plans (docs/decisions/0048): each generation or edit solves up to seven integer programs
   * (tens of milliseconds to a second of CPU). Building a week and trying swaps and regenerations
   * in one sitting is a few dozen; 120 stops a script keeping a core busy.
   */
  mealPlanWrites: {
    key: 'meal-plan-writes',
    perHour: 120,
    says: 'Muitas alterações no plano alimentar em pouco tempo.',
  },
  /**
   * Push devices added and test notifications (decision 0049): a person has a few phones and browsers and
   * tries the test once or twice each; 20 an hour stops a script using the server to hammer a push service.
   */
  push: { key: 'push', perHour: 20, says: 'Muitas ações de notificação em pouco tempo.' },
} as const;

export type PersonLimit = keyof typeof PERSON_LIMITS;

/** Takes `cost` units of a person's hourly limit, or refuses with 429, a pt-BR message and Retry-After. */
export function takePersonLimit(
  db: Database,
  kind: PersonLimit,
  userId: string,
  now: Date,
  cost = 1,
): Promise<Taken[]> {
  const { key, perHour, says } = PERSON_LIMITS[kind];
  return consume(
    db,
    [{ key: `${key}:user:${userId}`, max: perHour, windowMs: HOUR_MS, subject: userId, cost }],
    now,
    (over) => tooManyRequests('too_many_requests', (wait) => `${says} Tente de novo ${wait}.`, retryAt(over), now),
  );
}
