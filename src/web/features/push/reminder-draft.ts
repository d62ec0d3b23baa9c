import { REMINDER_CHANNELS, REMINDER_KINDS, type ReminderSettings } from '@/contracts/reminders';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The Notificações draft after the settings were read again: each switch or field whose saved value changed
 * between `before` and `after` takes the new value; the rest keeps the draft's (what the person changed and has not
 * saved yet).
 */
export function withServerChanges(
  draft: ReminderSettings,
  before: ReminderSettings,
  after: ReminderSettings,
): ReminderSettings {
  const pick = <T>(mine: T, was: T, now: T): T => (same(was, now) ? mine : now);
  const channels = { ...draft.channels };
  for (const kind of REMINDER_KINDS) {
    const switches = { ...channels[kind] };
    for (const channel of REMINDER_CHANNELS) {
      switches[channel] = pick(switches[channel], before.channels[kind][channel], after.channels[kind][channel]);
    }
    channels[kind] = switches;
  }
  return {
    channels,
    mealTimes: pick(draft.mealTimes, before.mealTimes, after.mealTimes),
    quietFrom: pick(draft.quietFrom, before.quietFrom, after.quietFrom),
    quietTo: pick(draft.quietTo, before.quietTo, after.quietTo),
    dailyCap: pick(draft.dailyCap, before.dailyCap, after.dailyCap),
  };
}
