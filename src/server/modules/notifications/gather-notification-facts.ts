import { and, eq, gte, lte } from 'drizzle-orm';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { previousWeek } from '../../../domain/notifications/local-weeks';
import type { NotificationFacts } from '../../../domain/notifications/notification-schedule';
import { advance } from '../../../domain/billing/subscription';
import { STREAK_LOOKBACK_DAYS, fillDays, streakDays } from '../../../domain/stats/day-stats';
import { addDays } from '../../../domain/calendar/local-days';
import type { Database } from '../../db/client';
import { meals, notifications, profiles, subscriptions, users } from '../../db/schema';
import { stateOf } from '../billing/subscription-repository';
import { loadUserSettings } from '../settings/settings-repository';
import { dayTotals } from '../stats/day-totals';

/** Runs a read of past days where the caller allows lag (the replica, decision 0050); by default on `db`. */
export type ReadPast = <T>(read: (db: Database) => Promise<T>) => Promise<T>;

/**
 * What the notification rules need to know about a person now; null when the account is gone. Only the weekly
 * review's figures (last week's days) go through `readPast`: the trial and the streak decide notifications that are
 * stored once, so they are read where the latest write is.
 */
export async function gatherNotificationFacts(
  db: Database,
  userId: string,
  now: Date,
  readPast: ReadPast = (read) => read(db),
): Promise<NotificationFacts | null> {
  const today = localDate(now);
  const week = previousWeek(today);
  const [[user], [subscription], [profile], settings, logged, weekTotals, milestones] = await Promise.all([
    db.select({ trialEndsAt: users.trialEndsAt, createdAt: users.createdAt }).from(users).where(eq(users.id, userId)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    db.select({ energyKcal: profiles.energyKcal }).from(profiles).where(eq(profiles.userId, userId)),
    loadUserSettings(db, userId),
    db
      .selectDistinct({ date: meals.localDate })
      .from(meals)
      .where(
        and(
          eq(meals.userId, userId),
          gte(meals.localDate, addDays(today, -STREAK_LOOKBACK_DAYS)),
          lte(meals.localDate, today),
        ),
      ),
    readPast((past) => dayTotals(past, userId, week.start, week.end)),
    db
      .select({ key: notifications.key })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'streak_milestone'))),
  ]);
  if (!user) return null;
  const state = advance(stateOf(user.trialEndsAt, subscription ?? null), now);
  const dates = new Set(logged.map((row) => row.date));
  const days = streakDays(dates, today);
  return {
    now,
    prefs: settings.notifications,
    trial: { endsAt: user.trialEndsAt, awaitingSubscription: state.status === 'trialing' && state.startedAt === null },
    streak: {
      days,
      lastDate: days === 0 ? null : dates.has(today) ? today : addDays(today, -1),
      milestonesSent: milestones.map((row) => row.key),
    },
    accountCreatedOn: localDate(user.createdAt),
    lastWeek: {
      ...week,
      days: fillDays(week.start, week.end, weekTotals),
      energyTargetKcal: profile?.energyKcal ?? null,
    },
  };
}
