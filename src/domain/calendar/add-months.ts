import { APP_TIME_ZONE } from './sao-paulo';

/**
 * Calendar-month arithmetic on São Paulo wall-clock time: a subscription
 * that renews "every month" renews on the same local day and time, clamped
 * to the month's last day (31/01 → 28/02 → 28/03…, like card schedulers do).
 * Working in UTC would move renewals by a day for anything after 21:00 local.
 */
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

interface WallTime {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number;
  minute: number;
  second: number;
  ms: number;
}

function wallTimeOf(instant: Date): WallTime {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
    ms: instant.getUTCMilliseconds(),
  };
}

/** Offset (ms) of São Paulo from UTC at an instant: local wall time read as UTC minus the instant. */
function offsetAt(instant: Date): number {
  const w = wallTimeOf(instant);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.ms) - instant.getTime();
}

/** The instant a São Paulo wall time denotes (the offset is re-read once, which settles DST-era dates). */
export function fromSaoPauloWallTime(w: WallTime): Date {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second, w.ms);
  const first = asUtc - offsetAt(new Date(asUtc));
  return new Date(asUtc - offsetAt(new Date(first)));
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `instant` moved by `months` calendar months in São Paulo, day clamped to the target month. */
export function addMonthsInSaoPaulo(instant: Date, months: number): Date {
  const w = wallTimeOf(instant);
  const index = w.year * 12 + (w.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(w.day, daysInMonth(year, month));
  return fromSaoPauloWallTime({ ...w, year, month, day });
}
