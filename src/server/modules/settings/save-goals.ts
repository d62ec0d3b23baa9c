import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { onboardingSchema } from '../../../contracts/onboarding';
import type { GoalsOverride } from '../../../contracts/settings';
import { profiles } from '../../db/schema';
import { notFound } from '../../http/not-found';
import type { Deps } from '../deps';
import { completeOnboarding } from '../onboarding/complete-onboarding';
import { getMe } from '../me/get-me';
import { saveUserSettings } from './settings-repository';

type Override = { [K in keyof GoalsOverride]: number };

/** Targets typed by the person replace the computed ones until they recompute. */
export async function overrideGoals(deps: Deps, userId: string, targets: Override) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(profiles)
      .set({ ...targets, updatedAt: now })
      .where(eq(profiles.userId, userId))
      .returning({ userId: profiles.userId });
    if (updated.length === 0) throw notFound('profile');
    await saveUserSettings(tx, userId, now, { targetsOverriddenAt: now });
    return getMe(tx, userId, now);
  });
}

/**
 * Recomputes the targets from the (possibly updated) profile with the same
 * use case as the onboarding (Mifflin–St Jeor, src/domain/goals), and drops a
 * manual override.
 */
export async function recomputeGoals(deps: Deps, userId: string, data: z.output<ReturnType<typeof onboardingSchema>>) {
  const me = await completeOnboarding(deps, userId, data);
  await saveUserSettings(deps.db, userId, deps.clock(), { targetsOverriddenAt: null });
  return me;
}
