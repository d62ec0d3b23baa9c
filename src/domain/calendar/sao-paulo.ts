/**
 * "Today", greetings and streaks follow the person's Brazilian day, not UTC:
 * a meal at 23:30 in São Paulo belongs to that São Paulo date. Intl carries
 * the IANA time-zone rules (Brazil has had no DST since 2019, but older dates do).
 */
import { once } from '../once';
import { localDateToUtcMs } from './local-days';

export const APP_TIME_ZONE = 'America/Sao_Paulo';

const dateParts = once(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: APP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      // Without the era, 1 BC and AD 1 both read "1".
      era: 'short',
    }),
);

function partsOf(instant: Date): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of dateParts().formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

/**
 * The last date computed and its UTC second: the hot routes ask for today's date on every request
 * (decision 0023), and Intl's formatToParts was a visible share of their CPU. Every offset in the time
 * zone database is a whole number of seconds (São Paulo's local mean time was −3:06:28), so one second
 * never spans two dates.
 */
let memo = { second: Number.NaN, date: '' };

/** The São Paulo calendar date of an instant, as `YYYY-MM-DD`; a RangeError outside the years 0001–9999. */
export function localDate(instant: Date): string {
  const second = Math.floor(instant.getTime() / 1000);
  if (second === memo.second) return memo.date;
  const p = partsOf(instant);
  const year = Number(p.year);
  if (p.era !== 'AD' || !(year >= 1 && year <= 9999)) throw new RangeError('instant outside the years 0001–9999');
  const date = `${String(year).padStart(4, '0')}-${p.month}-${p.day}`;
  memo = { second, date };
  return date;
}

/** The São Paulo wall-clock hour (0–23) of an instant. */
export function localHour(instant: Date): number {
  return Number(partsOf(instant).hour);
}

/** Greeting by São Paulo hour (decision 0004): 5–11, 12–17, otherwise. */
export function greetingFor(instant: Date): 'Bom dia' | 'Boa tarde' | 'Boa noite' {
  const hour = localHour(instant);
  if (hour >= 5 && hour <= 11) return 'Bom dia';
  if (hour >= 12 && hour <= 17) return 'Boa tarde';
  return 'Boa noite';
}

const wallClock = once(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: APP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** São Paulo wall-clock fields of an instant, read as if they were UTC (milliseconds). */
function wallClockAsUtcMs(instant: Date): number {
  const p: Record<string, string> = {};
  for (const part of wallClock().formatToParts(instant)) p[part.type] = part.value;
  const date = `${p.year?.padStart(4, '0')}-${p.month}-${p.day}`;
  return localDateToUtcMs(date) + Number(p.hour) * HOUR_MS + Number(p.minute) * MINUTE_MS;
}

/** The São Paulo wall-clock time of an instant, "HH:MM". */
export function localTime(instant: Date): string {
  const wall = new Date(wallClockAsUtcMs(instant));
  return `${String(wall.getUTCHours()).padStart(2, '0')}:${String(wall.getUTCMinutes()).padStart(2, '0')}`;
}

/**
 * The instant of a São Paulo date and wall-clock time ("2026-11-22", "12:30"):
 * the inverse of localDate/localTime, with the zone's offset on that date
 * (−03:00 today, −02:00 under the daylight saving time Brazil used until 2019).
 */
export function instantAt(date: string, time: string): Date {
  const [hour, minute] = time.split(':').map(Number);
  const asUtc = localDateToUtcMs(date) + (hour ?? 0) * HOUR_MS + (minute ?? 0) * MINUTE_MS;
  const firstGuess = asUtc - (wallClockAsUtcMs(new Date(asUtc)) - asUtc);
  const offset = wallClockAsUtcMs(new Date(firstGuess)) - firstGuess;
  return new Date(asUtc - offset);
}
