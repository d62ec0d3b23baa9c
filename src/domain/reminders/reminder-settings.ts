import type { MealSlot } from '../meals/meal-slots';

/** Reminder kinds and channels (decision 0049); contracts/reminders.ts validates them at the boundary. */
export const REMINDER_KINDS = ['meal', 'water', 'weekly'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const REMINDER_CHANNELS = ['push', 'email'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

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

/** Push on for every kind (it only reaches devices the person subscribed); e-mail only for the weekly review. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  channels: {
    meal: { push: true, email: false },
    water: { push: true, email: false },
    weekly: { push: true, email: true },
  },
  mealTimes: {},
  quietFrom: '22:00',
  quietTo: '07:00',
  dailyCap: 4,
};
