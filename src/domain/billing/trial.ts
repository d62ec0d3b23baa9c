/**
 * Trial arithmetic (decision 0009): days left is the ceiling of
 * (trial end − now) in days, never negative; the day counter counts from 1
 * ("Dia 1 de 7" on the day of sign-up, with 7 days left) to 7 (the last day).
 */
export const TRIAL_DAYS = 7;
const DAY_MS = 86_400_000;

export function trialDaysLeft(trialEndsAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY_MS));
}

export function trialDayNumber(trialEndsAt: Date, now: Date): number {
  return Math.min(TRIAL_DAYS, Math.max(1, TRIAL_DAYS - trialDaysLeft(trialEndsAt, now) + 1));
}

export function trialEndFrom(signedUpAt: Date): Date {
  return new Date(signedUpAt.getTime() + TRIAL_DAYS * DAY_MS);
}
