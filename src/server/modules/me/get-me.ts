import { and, eq, inArray } from 'drizzle-orm';
import type { Me } from '../../../contracts/me';
import { DEFAULT_MEALS_PER_DAY } from '../../../contracts/onboarding';
import { DISCLAIMER_VERSION, TERMS_VERSION } from '../../../contracts/legal';
import type { Executor } from '../../db/client';
import { consents, profiles, users } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { meSubscription } from '../billing/me-subscription';

/** The `GET /api/me` shape (shared/API.md), read fresh from the database. */
export async function getMe(db: Executor, userId: string, now: Date): Promise<Me> {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound('Conta');
  const { user, profile } = row;
  const accepted = await db
    .select({ kind: consents.kind })
    .from(consents)
    .where(and(eq(consents.userId, userId), inArray(consents.version, [TERMS_VERSION, DISCLAIMER_VERSION])));
  const kinds = new Set(accepted.map((c) => c.kind));

  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatarUrl: user.avatarUrl,
    onboardingCompleted: user.onboardingCompletedAt !== null,
    consentsRequired: !(kinds.has('terms') && kinds.has('disclaimer')),
    trialEndsAt: user.trialEndsAt.toISOString(),
    subscription: await meSubscription(db, userId, user.trialEndsAt, now),
    targets: profile
      ? {
          energyKcal: profile.energyKcal,
          proteinG: profile.proteinG,
          carbsG: profile.carbsG,
          fatG: profile.fatG,
          waterMl: profile.waterMl,
        }
      : null,
    mealsPerDay: profile?.mealsPerDay ?? DEFAULT_MEALS_PER_DAY,
    profile: profile
      ? {
          goal: profile.goal,
          activity: profile.activity,
          sex: profile.sex,
          birthDate: profile.birthDate,
          heightCm: profile.heightCm,
          weightKg: profile.weightKg,
        }
      : null,
  };
}
