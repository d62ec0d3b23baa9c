import type { Settings } from '../../../contracts/settings';
import type { Database } from '../../db/client';
import { notFound } from '../../http/not-found';
import { latestWeightKg, loadUserSettings, signInMethodsOf } from './settings-repository';

/** GET /api/settings: sign-in methods, whether targets were typed by hand, the last weight and the preferences. */
export async function getSettings(db: Database, userId: string): Promise<Settings> {
  const [user, latestKg, saved] = await Promise.all([
    signInMethodsOf(db, userId),
    latestWeightKg(db, userId),
    loadUserSettings(db, userId),
  ]);
  if (!user) throw notFound('account');
  return {
    hasPassword: user.passwordHash !== null,
    googleLinked: user.googleSubject !== null,
    targetsOverridden: saved.targetsOverriddenAt !== null,
    latestWeightKg: latestKg,
    notifications: saved.notifications,
  };
}
