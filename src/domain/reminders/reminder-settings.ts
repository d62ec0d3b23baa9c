import type { MealSlot } from '../meals/meal-slots';

/** Reminder kinds and channels (decisions 0049, 0056); contracts/reminders.ts validates them at the boundary. */
export const REMINDER_KINDS = ['meal', 'water', 'weekly', 'billing'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_CHANNELS = ['push', 'email', 'whatsapp'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/**
 * Where each kind can go, so where Settings offers a switch. Water reminders are not sent on WhatsApp (a message
 * every two hours would be spam there). Billing e-mails always go — they are about money the person owes or is
 * charged — so only their push is a choice, and billing is never sent on WhatsApp.
 */
export const KIND_CHANNELS: Record<ReminderKind, readonly ReminderChannel[]> = {
  meal: ['push', 'email', 'whatsapp'],
  water: ['push', 'email'],
  weekly: ['push', 'email', 'whatsapp'],
  billing: ['push'],
};

export type ReminderChannels = Record<ReminderKind, Record<ReminderChannel, boolean>>;
export type MealTimes = Partial<Record<MealSlot, string>>;

export interface ReminderSettings {
  channels: ReminderChannels;
  /** Times set by hand per meal ("12:30"); a meal left out uses the time learned from the log. */
  mealTimes: MealTimes;
  quietFrom: string;
  quietTo: string;
  dailyCap: number;
}

/**
 * Push on for every kind (it only reaches devices the person subscribed); e-mail for the weekly review and billing;
 * WhatsApp for the weekly review (only once linked). Meal reminders on WhatsApp stay opt-in, as since decision 0032.
 */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  channels: {
    meal: { push: true, email: false, whatsapp: false },
    water: { push: true, email: false, whatsapp: false },
    weekly: { push: true, email: true, whatsapp: true },
    billing: { push: true, email: true, whatsapp: false },
  },
  mealTimes: {},
  quietFrom: '22:00',
  quietTo: '07:00',
  dailyCap: 4,
};

/** Stored switches over the defaults, so a kind or channel added later starts at its default. */
export function withDefaultChannels(stored: Partial<Record<ReminderKind, Partial<Record<ReminderChannel, boolean>>>>) {
  const channels = {} as ReminderChannels;
  for (const kind of REMINDER_KINDS) channels[kind] = { ...DEFAULT_REMINDER_SETTINGS.channels[kind], ...stored[kind] };
  return channels;
}
