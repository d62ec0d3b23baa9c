import { addDays, localDateToUtcMs } from '../calendar/local-days';

/** Day of the week of a local date `YYYY-MM-DD`: 0 = Sunday … 6 = Saturday (proleptic Gregorian). */
export function weekday(date: string): number {
  return new Date(localDateToUtcMs(date)).getUTCDay();
}

/** Brazilian weeks run Monday to Sunday for a summary ("a semana passada"): the Monday on or before `date`. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekday(date) + 6) % 7));
}

/** The last complete Monday–Sunday week before the week of `today`. */
export function previousWeek(today: string): { start: string; end: string } {
  const start = addDays(mondayOf(today), -7);
  return { start, end: addDays(start, 6) };
}

/** "16/11" for a local date. */
export function dayMonth(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}
