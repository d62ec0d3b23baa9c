/** "07:30" ↔ minutes since midnight, and whether a minute falls in quiet hours that may wrap midnight. */
export function minutesOf(time: string): number {
  const [hour, minute] = time.split(':').map(Number);
  return (hour ?? 0) * 60 + (minute ?? 0);
}

export function timeOf(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Quiet from 22:00 to 07:00 covers 22:00–23:59 and 00:00–06:59; from == to means no quiet hours. */
export function isQuiet(minute: number, quietFrom: string, quietTo: string): boolean {
  const from = minutesOf(quietFrom);
  const to = minutesOf(quietTo);
  if (from === to) return false;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}
