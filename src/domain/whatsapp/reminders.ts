import { localDate, localHour } from '../calendar/sao-paulo';
import type { MealSlot } from '../meals/meal-slots';

/**
 * Opt-in reminders (decision 0032): "ainda não registrou o almoço?" between
 * 14h and 17h São Paulo time, and the dinner one between 21h and 23h, each at
 * most once a day, only when that meal is not logged yet.
 */
const WINDOWS: Array<{ slot: MealSlot; from: number; to: number }> = [
  { slot: 'almoco', from: 14, to: 17 },
  { slot: 'jantar', from: 21, to: 23 },
];

/** WhatsApp's customer-service window: free text for 24 hours after the person's last message. */
export const SERVICE_WINDOW_MS = 24 * 3_600_000;

export interface ReminderDue {
  slot: MealSlot;
  /** "2026-11-22:almoco": what `last_reminder` records, so it is sent once. */
  key: string;
}

export function reminderDue(
  now: Date,
  slotsLogged: readonly MealSlot[],
  lastReminder: string | null,
): ReminderDue | null {
  const hour = localHour(now);
  const window = WINDOWS.find((w) => hour >= w.from && hour < w.to);
  if (!window || slotsLogged.includes(window.slot)) return null;
  const key = `${localDate(now)}:${window.slot}`;
  return key === lastReminder ? null : { slot: window.slot, key };
}

/** Which slots' reminders could be due now (the job only looks at people then). */
export function reminderSlotNow(now: Date): MealSlot | null {
  const hour = localHour(now);
  return WINDOWS.find((w) => hour >= w.from && hour < w.to)?.slot ?? null;
}

export function insideServiceWindow(lastInboundAt: Date | null, now: Date): boolean {
  return lastInboundAt !== null && now.getTime() - lastInboundAt.getTime() < SERVICE_WINDOW_MS;
}
