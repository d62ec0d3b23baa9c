import { desc, eq } from 'drizzle-orm';
import type { NotificationPrefs } from '../../../contracts/settings';
import type { Executor } from '../../db/client';
import { users, userSettings, weights } from '../../db/schema';

/** Everything is on until the person turns it off. */
export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = {
  trialReminders: true,
  streakMilestones: true,
  weeklySummary: true,
};

export async function loadUserSettings(db: Executor, userId: string) {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return {
    notifications: row
      ? { trialReminders: row.trialReminders, streakMilestones: row.streakMilestones, weeklySummary: row.weeklySummary }
      : DEFAULT_NOTIFICATION_PREFS,
    targetsOverriddenAt: row?.targetsOverriddenAt ?? null,
    avatarStorageKey: row?.avatarStorageKey ?? null,
  };
}

/** Inserts the row with the defaults on first change, then updates only what is given. */
export async function saveUserSettings(
  db: Executor,
  userId: string,
  now: Date,
  changes: Partial<NotificationPrefs> & { targetsOverriddenAt?: Date | null; avatarStorageKey?: string | null },
): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, ...DEFAULT_NOTIFICATION_PREFS, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...changes, updatedAt: now } });
}

/** The person's sign-in methods as stored (a password hash, a Google subject); null for no such person. */
export async function signInMethodsOf(db: Executor, userId: string) {
  const [row] = await db
    .select({ passwordHash: users.passwordHash, googleSubject: users.googleSubject })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The person's latest weighing (by day), if any. */
export async function latestWeightKg(db: Executor, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ weightKg: weights.weightKg })
    .from(weights)
    .where(eq(weights.userId, userId))
    .orderBy(desc(weights.localDate))
    .limit(1);
  return row?.weightKg ?? null;
}
