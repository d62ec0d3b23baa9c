import { desc, eq } from 'drizzle-orm';
import type { Settings } from '../../../contracts/settings';
import type { Database } from '../../db/client';
import { users, weights } from '../../db/schema';
import { notFound } from '../../http/not-found';
import { loadUserSettings } from './settings-repository';

/** GET /api/settings: sign-in methods, whether targets were typed by hand, the last weight and the preferences. */
export async function getSettings(db: Database, userId: string): Promise<Settings> {
  const [[user], [latest], saved] = await Promise.all([
    db
      .select({ passwordHash: users.passwordHash, googleSubject: users.googleSubject })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({ weightKg: weights.weightKg })
      .from(weights)
      .where(eq(weights.userId, userId))
      .orderBy(desc(weights.localDate))
      .limit(1),
    loadUserSettings(db, userId),
  ]);
  if (!user) throw notFound('account');
  return {
    hasPassword: user.passwordHash !== null,
    googleLinked: user.googleSubject !== null,
    targetsOverridden: saved.targetsOverriddenAt !== null,
    latestWeightKg: latest?.weightKg ?? null,
    notifications: saved.notifications,
  };
}
