import { instantAt } from './sao-paulo';
import { addDays, isLocalDate } from './local-days';

/**
 * The one rule for which dates the app accepts (docs/decisions/0017-date-range-and-error-messages.md).
 * Nothing is logged or asked for before 01/01/2000: earlier dates are the
 * defaults of broken clients (1970 is the Unix epoch, 1900 a spreadsheet's
 * day zero), not memories. Logs (meals, weights, water) reach tomorrow — a
 * day of slack for clocks and time zones; queries (statistics, history
 * filters) a year ahead. `today` is the São Paulo date of the server's clock.
 */
export const EARLIEST_DATE = '2000-01-01';
/** How far ahead a query may look: a year and a day (366 days, so a leap year fits). */
export const QUERY_DAYS_AHEAD = 366;

export interface DateBounds {
  /** First accepted local date, included. */
  earliest: string;
  /** Last accepted local date, included. */
  latest: string;
}

export function logDateBounds(today: string): DateBounds {
  return { earliest: EARLIEST_DATE, latest: addDays(today, 1) };
}

export function queryDateBounds(today: string): DateBounds {
  return { earliest: EARLIEST_DATE, latest: addDays(today, QUERY_DAYS_AHEAD) };
}

/** A real local date within the bounds ("YYYY-MM-DD" compares as text once it is a real date). */
export function isDateWithin(date: string, bounds: DateBounds): boolean {
  return isLocalDate(date) && date >= bounds.earliest && date <= bounds.latest;
}

/** An instant whose São Paulo date is within the bounds (compared as instants: no date of year 0 is ever computed). */
export function isInstantWithin(instant: Date, bounds: DateBounds): boolean {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) return false;
  const start = instantAt(bounds.earliest, '00:00').getTime();
  const end = instantAt(addDays(bounds.latest, 1), '00:00').getTime();
  return ms >= start && ms < end;
}

/**
 * A meal is eaten, not planned: its instant may not be later than now plus
 * 15 minutes (the slack for a phone's clock running ahead, or "now" rounded
 * up). The date bounds above still allow tomorrow's date, for people whose
 * calendar is ahead of São Paulo's; this is the finer rule within them.
 */
export const EATEN_AT_AHEAD_TOLERANCE_MS = 15 * 60_000;

export function latestEatenAt(now: Date): Date {
  return new Date(now.getTime() + EATEN_AT_AHEAD_TOLERANCE_MS);
}

export function isEatenAtTooLate(instant: Date, now: Date): boolean {
  return instant.getTime() > latestEatenAt(now).getTime();
}
