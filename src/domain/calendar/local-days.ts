/**
 * Calendar arithmetic on local dates ("YYYY-MM-DD"); a local date has no time
 * zone of its own. Only years 0001–9999 exist here: what the format can spell
 * and PostgreSQL's `date` stores without an era. Past them an answer would be
 * nonsense ("+010000-01-01" sorts before "9999-12-31", which once made a day
 * loop run forever), so the functions throw a RangeError instead.
 */
const DAY_MS = 86_400_000;
const FORMAT = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The most days `datesFrom` lists: ten years. No screen shows more than a
 * year (STATS_RANGE_MAX_DAYS); this is a guard, so no input makes a huge list.
 */
export const MAX_LISTED_DAYS = 3653;

/** UTC midnight of a local date, or NaN when it is not a real date of the years 0001–9999. */
function utcMsOf(date: string): number {
  const match = FORMAT.exec(date);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return Number.NaN;
  const at = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0–99 as 1900–1999.
  at.setUTCFullYear(year, month - 1, day);
  const real = at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
  return real ? at.getTime() : Number.NaN;
}

/** True for a real calendar date written "YYYY-MM-DD" in the years 0001–9999 (2026-02-29 is not one). */
export function isLocalDate(text: string): boolean {
  return !Number.isNaN(utcMsOf(text));
}

/** UTC midnight of a local date, in milliseconds; a RangeError for anything that is not one. */
export function localDateToUtcMs(date: string): number {
  const ms = utcMsOf(date);
  if (Number.isNaN(ms)) throw new RangeError(`not a local date: ${JSON.stringify(date)}`);
  return ms;
}

/** The UTC calendar date of an instant (ms), "YYYY-MM-DD"; a RangeError outside the years 0001–9999. */
export function localDateFromUtcMs(ms: number): string {
  const at = new Date(ms);
  const year = at.getUTCFullYear();
  if (!(year >= 1 && year <= 9999)) throw new RangeError('date outside the years 0001–9999');
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

export function addDays(date: string, days: number): string {
  return localDateFromUtcMs(localDateToUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((localDateToUtcMs(to) - localDateToUtcMs(from)) / DAY_MS);
}

/** Every date from `from` to `to`, both included (none when `to` is earlier); at most MAX_LISTED_DAYS. */
export function datesFrom(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  if (count > MAX_LISTED_DAYS) throw new RangeError(`more than ${MAX_LISTED_DAYS} days to list`);
  // Counted, not compared as text: the loop ends after `count` steps whatever the dates look like.
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
}
