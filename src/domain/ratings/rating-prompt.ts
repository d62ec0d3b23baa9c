/**
 * When the app asks a person to rate it (docs/decisions/0041-real-ratings-only.md):
 * after the second week of use — 14 days since sign-up and a few meals
 * logged, so the answer comes from someone who has really used it — and only
 * once: a rating or a "Agora não" ends the question for good.
 */
export const RATING_PROMPT_MIN_DAYS = 14;
export const RATING_PROMPT_MIN_MEALS = 5;

const DAY_MS = 86_400_000;

export interface RatingPromptFacts {
  signedUpAt: Date;
  now: Date;
  mealsLogged: number;
  /** The person already rated or dismissed the prompt. */
  answered: boolean;
}

/** The person has used the app long enough for their rating to count (the server refuses earlier ones). */
export function canRate({ signedUpAt, now, mealsLogged }: Omit<RatingPromptFacts, 'answered'>): boolean {
  return (
    now.getTime() - signedUpAt.getTime() >= RATING_PROMPT_MIN_DAYS * DAY_MS && mealsLogged >= RATING_PROMPT_MIN_MEALS
  );
}

export function shouldAskForRating(facts: RatingPromptFacts): boolean {
  return !facts.answered && canRate(facts);
}

/** The figure a page may show: the mean to one decimal, and nothing below the configured minimum of ratings. */
export function publicRatingSummary(
  count: number,
  sumOfStars: number,
  minimum: number,
): { average: number; count: number } | null {
  if (count < minimum || count === 0) return null;
  return { average: Math.round((sumOfStars / count) * 10) / 10, count };
}
