/**
 * "Today", greetings and streaks follow the person's Brazilian day, not UTC:
 * a meal at 23:30 in São Paulo belongs to that São Paulo date. Intl carries
 * the IANA time-zone rules (Brazil has had no DST since 2019, but older dates do).
 */
export const APP_TIME_ZONE = 'America/Sao_Paulo';

const dateParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

function partsOf(instant: Date): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of dateParts.formatToParts(instant)) parts[part.type] = part.value;
  return parts;
}

/** The São Paulo calendar date of an instant, as `YYYY-MM-DD`. */
export function localDate(instant: Date): string {
  const p = partsOf(instant);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The São Paulo wall-clock hour (0–23) of an instant. */
export function localHour(instant: Date): number {
  return Number(partsOf(instant).hour);
}

/** Greeting by São Paulo hour (specification section 4): 5–11, 12–17, otherwise. */
export function greetingFor(instant: Date): 'Bom dia' | 'Boa tarde' | 'Boa noite' {
  const hour = localHour(instant);
  if (hour >= 5 && hour <= 11) return 'Bom dia';
  if (hour >= 12 && hour <= 17) return 'Boa tarde';
  return 'Boa noite';
}
