import { eq } from 'drizzle-orm';
import { DEFAULT_REMINDER_SETTINGS, type ReminderKind, type ReminderSettings } from '../../../contracts/reminders';
import { withDefaultChannels } from '../../../domain/reminders/reminder-settings';
import type { Executor } from '../../db/client';
import { reminderSettings, whatsappLinks } from '../../db/schema';

/**
 * The person's switches over the defaults. Meal reminders on WhatsApp keep their switch on the WhatsApp link (the
 * WhatsApp job and the "parar lembretes" message use it, decision 0032), so `meal.whatsapp` is read from there.
 */
export async function loadReminderSettings(db: Executor, userId: string): Promise<ReminderSettings> {
  const [[row], [link]] = await Promise.all([
    db.select().from(reminderSettings).where(eq(reminderSettings.userId, userId)),
    db.select({ reminders: whatsappLinks.reminders }).from(whatsappLinks).where(eq(whatsappLinks.userId, userId)),
  ]);
  const stored = row ?? { ...DEFAULT_REMINDER_SETTINGS, channels: {} };
  const channels = withDefaultChannels(stored.channels);
  channels.meal.whatsapp = link?.reminders ?? false;
  return {
    channels,
    mealTimes: stored.mealTimes,
    quietFrom: stored.quietFrom,
    quietTo: stored.quietTo,
    dailyCap: stored.dailyCap,
  };
}

export async function saveReminderSettings(db: Executor, userId: string, settings: ReminderSettings, now: Date) {
  const values = { ...settings, updatedAt: now };
  await db
    .insert(reminderSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderSettings.userId, set: values });
  // No link, nothing to switch: the WhatsApp section links the number first.
  await db
    .update(whatsappLinks)
    .set({ reminders: settings.channels.meal.whatsapp })
    .where(eq(whatsappLinks.userId, userId));
}

/** One-click unsubscribe from a kind's e-mails (RFC 8058): that kind's e-mail switch off, the rest kept. */
export async function turnOffEmail(db: Executor, userId: string, kind: ReminderKind, now: Date) {
  const current = await loadReminderSettings(db, userId);
  const channels = { ...current.channels, [kind]: { ...current.channels[kind], email: false } };
  await saveReminderSettings(db, userId, { ...current, channels }, now);
}

/** Whether the person linked a WhatsApp number (the channel's column shows only then). */
export async function hasWhatsappLink(db: Executor, userId: string): Promise<boolean> {
  const [link] = await db
    .select({ userId: whatsappLinks.userId })
    .from(whatsappLinks)
    .where(eq(whatsappLinks.userId, userId));
  return Boolean(link);
}
