import { eq } from 'drizzle-orm';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '../../../contracts/reminders';
import type { Executor } from '../../db/client';
import { reminderSettings } from '../../db/schema';

export async function loadReminderSettings(db: Executor, userId: string): Promise<ReminderSettings> {
  const [row] = await db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId));
  if (!row) return DEFAULT_REMINDER_SETTINGS;
  return {
    channels: row.channels,
    mealTimes: row.mealTimes,
    quietFrom: row.quietFrom,
    quietTo: row.quietTo,
    dailyCap: row.dailyCap,
  };
}

export async function saveReminderSettings(db: Executor, userId: string, settings: ReminderSettings, now: Date) {
  const values = { ...settings, updatedAt: now };
  await db
    .insert(reminderSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: values });
}

/** One-click unsubscribe from a kind's e-mails (RFC 8058): that kind's e-mail switch off, the rest kept. */
export async function turnOffEmail(db: Executor, userId: string, kind: keyof ReminderSettings['channels'], now: Date) {
  const current = await loadReminderSettings(db, userId);
  const channels = { ...current.channels, [kind]: { ...current.channels[kind], email: false } };
  await saveReminderSettings(db, userId, { ...current, channels }, now);
}
