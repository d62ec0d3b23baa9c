import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS } from './reminder-settings';
import { minutesOf } from './clock-minutes';
import { dueReminders, type ReminderFacts } from './due-reminders';
import { usualMealTimes } from './usual-meal-times';

const facts = (overrides: Partial<ReminderFacts> = {}): ReminderFacts => ({
  date: '2026-11-23',
  minute: minutesOf('13:30'),
  settings: DEFAULT_REMINDER_SETTINGS,
  usualTimes: usualMealTimes([], {}),
  slotsLoggedToday: [],
  waterTodayMl: 2000,
  waterTargetMl: 2000,
  sentToday: 0,
  ...overrides,
});

describe('usual meal times', () => {
  it('learns the median time of a meal logged on at least 3 days; a time set by hand wins', () => {
    const logged = [
      { slot: 'almoco' as const, date: '2026-11-18', time: '11:50' },
      { slot: 'almoco' as const, date: '2026-11-19', time: '12:10' },
      { slot: 'almoco' as const, date: '2026-11-20', time: '13:40' },
      { slot: 'cafe' as const, date: '2026-11-20', time: '07:00' },
      { slot: 'cafe' as const, date: '2026-11-21', time: '07:20' },
    ];
    const times = usualMealTimes(logged, { jantar: '21:15' });
    expect(times.almoco).toEqual({ time: '12:10', source: 'learned' });
    expect(times.cafe).toBeNull(); // two days say little about a habit
    expect(times.jantar).toEqual({ time: '21:15', source: 'manual' });
    expect(usualMealTimes([], {}).almoco).toEqual({ time: '12:30', source: 'default' });
  });
});

describe('due reminders', () => {
  it('reminds of lunch 45 minutes after its usual time, only while it is not logged, for two hours', () => {
    expect(dueReminders(facts()).map((r) => r.key)).toEqual(['meal:2026-11-23:almoco']);
    expect(dueReminders(facts())[0]).toMatchObject({
      title: 'Já registrou o almoço?',
      url: '/dashboard/analyze?refeicao=almoco',
    });
    expect(dueReminders(facts({ slotsLoggedToday: ['almoco'] }))).toEqual([]);
    expect(dueReminders(facts({ minute: minutesOf('13:14') }))).toEqual([]);
    // Past the window (a server that was down): nothing stale.
    expect(dueReminders(facts({ minute: minutesOf('15:15') }))).toEqual([]);
  });

  it('sends nothing in quiet hours, past the daily cap or with the kind off on every channel', () => {
    const quiet = { ...DEFAULT_REMINDER_SETTINGS, quietFrom: '13:00', quietTo: '14:00' };
    expect(dueReminders(facts({ settings: quiet }))).toEqual([]);
    expect(dueReminders(facts({ sentToday: 4 }))).toEqual([]);
    const off = {
      ...DEFAULT_REMINDER_SETTINGS,
      channels: { ...DEFAULT_REMINDER_SETTINGS.channels, meal: { push: false, email: false, whatsapp: false } },
    };
    expect(dueReminders(facts({ settings: off }))).toEqual([]);
  });

  it('reminds of water at 2-hour check-ins when behind the pace by more than a glass, until the target', () => {
    // Waking 07:00–22:00 (900 min); at 11:00 (240 min) the pace is 2000 × 240/900 ≈ 533 ml.
    const at11 = { minute: minutesOf('11:10'), usualTimes: usualMealTimes([], { almoco: '23:00', jantar: '23:00' }) };
    expect(dueReminders(facts({ ...at11, waterTodayMl: 250 })).map((r) => r.key)).toEqual(['water:2026-11-23:240']);
    expect(dueReminders(facts({ ...at11, waterTodayMl: 300 }))).toEqual([]);
    expect(dueReminders(facts({ ...at11, minute: minutesOf('12:10'), waterTodayMl: 0 }))).toEqual([]);
    expect(dueReminders(facts({ ...at11, waterTodayMl: 0, waterTargetMl: null }))).toEqual([]);
  });
});
