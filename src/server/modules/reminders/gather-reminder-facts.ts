import { and, eq, gte, like, lte, not, sql, sum } from 'drizzle-orm';
import { localDate, localTime } from '../../../domain/calendar/sao-paulo';
import { addDays } from '../../../domain/calendar/local-days';
import { minutesOf } from '../../../domain/reminders/clock-minutes';
import type { ReminderFacts } from '../../../domain/reminders/due-reminders';
import { LEARN_FROM_DAYS, usualMealTimes } from '../../../domain/reminders/usual-meal-times';
import type { Database } from '../../db/client';
import { meals, profiles, reminderSends, waterIntakes } from '../../db/schema';
import { loadReminderSettings } from './reminder-settings-repository';

/** The last weeks of meals (their São Paulo times), today's log and water, and what was already sent today. */
export async function gatherReminderFacts(db: Database, userId: string, now: Date): Promise<ReminderFacts> {
  const today = localDate(now);
  const [settings, recent, [water], [profile], [sent]] = await Promise.all([
    loadReminderSettings(db, userId),
    db
      .select({ slot: meals.slot, eatenAt: meals.eatenAt, date: meals.localDate })
      .from(meals)
      .where(
        and(
          eq(meals.userId, userId),
          gte(meals.localDate, addDays(today, -LEARN_FROM_DAYS)),
          lte(meals.localDate, today),
        ),
      ),
    db
      .select({ ml: sum(waterIntakes.ml) })
      .from(waterIntakes)
      .where(and(eq(waterIntakes.userId, userId), eq(waterIntakes.localDate, today))),
    db.select({ waterMl: profiles.waterMl }).from(profiles).where(eq(profiles.userId, userId)),
    db
      .select({ keys: sql<number>`count(distinct ${reminderSends.key})` })
      .from(reminderSends)
      .where(
        and(
          eq(reminderSends.userId, userId),
          eq(reminderSends.localDate, today),
          not(like(reminderSends.key, 'weekly:%')),
        ),
      ),
  ]);
  const before = recent.filter((meal) => meal.date < today);
  return {
    date: today,
    minute: minutesOf(localTime(now)),
    settings,
    usualTimes: usualMealTimes(
      before.map((meal) => ({ slot: meal.slot, date: meal.date, time: localTime(meal.eatenAt) })),
      settings.mealTimes,
    ),
    slotsLoggedToday: recent.filter((meal) => meal.date === today).map((meal) => meal.slot),
    waterTodayMl: Number(water?.ml ?? 0),
    waterTargetMl: profile?.waterMl ?? null,
    sentToday: Number(sent?.keys ?? 0),
  };
}
