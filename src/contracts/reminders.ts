import { z } from 'zod';
import { MEAL_SLOTS } from '../domain/meals/meal-slots';

/**
 * Reminders and their channels (docs/decisions/0049-push-reminders-and-weekly-review.md): what
 * Settings → Notificações shows and saves (GET/PUT /api/reminders/settings).
 */
export {
  DEFAULT_REMINDER_SETTINGS,
  KIND_CHANNELS,
  REMINDER_CHANNELS,
  REMINDER_KINDS,
  type MealTimes,
  type ReminderChannel,
  type ReminderChannels,
  type ReminderKind,
  type ReminderSettings,
} from '../domain/reminders/reminder-settings';

const onOff = z.boolean({ error: 'Informe ligado ou desligado (verdadeiro ou falso)' });
// WhatsApp and billing came later (decision 0056): a client that leaves them out keeps what is saved.
const channelSwitches = z.object({ push: onOff, email: onOff, whatsapp: onOff.optional() });
export const reminderChannelsSchema = z.object({
  meal: channelSwitches,
  water: channelSwitches,
  weekly: channelSwitches,
  billing: channelSwitches.partial().optional(),
});

const clockTime = z
  .string({ error: 'Informe o horário como 07:30' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Informe o horário como 07:30 (00:00 a 23:59)' });

/** Times set by hand per meal; a meal left out uses the time learned from the log. */
export const mealTimesSchema = z.partialRecord(z.enum(MEAL_SLOTS), clockTime);

export const reminderSettingsSchema = z.object({
  channels: reminderChannelsSchema,
  mealTimes: mealTimesSchema,
  quietFrom: clockTime,
  quietTo: clockTime,
  dailyCap: z
    .number({ error: 'Informe quantos lembretes por dia, de 1 a 12' })
    .int({ error: 'Informe quantos lembretes por dia, de 1 a 12' })
    .min(1, { error: 'No mínimo 1 lembrete por dia (desligue os tipos que não quiser)' })
    .max(12, { error: 'No máximo 12 lembretes por dia' }),
});

/** GET /api/reminders/settings: the settings and the times each meal is reminded at (learned or set). */
const allSwitches = z.object({ push: z.boolean(), email: z.boolean(), whatsapp: z.boolean() });
export const reminderSettingsViewSchema = reminderSettingsSchema.omit({ channels: true }).extend({
  channels: z.object({ meal: allSwitches, water: allSwitches, weekly: allSwitches, billing: allSwitches }),
  usualTimes: z.record(
    z.enum(MEAL_SLOTS),
    z.object({ time: z.string(), source: z.enum(['manual', 'learned', 'default']) }).nullable(),
  ),
  /** The WhatsApp column shows only when the operator set WhatsApp up and the person linked their number. */
  whatsappLinked: z.boolean(),
});
export type ReminderSettingsView = z.infer<typeof reminderSettingsViewSchema>;
