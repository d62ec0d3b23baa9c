import { eq, sql } from 'drizzle-orm';
import type { Me } from '../../../contracts/me';
import { DEFAULT_MEALS_PER_DAY } from '../../../contracts/onboarding';
import { DISCLAIMER_VERSION, HEALTH_DATA_CONSENT, TERMS_VERSION } from '../../../contracts/legal';
import type { Executor } from '../../db/client';
import { consents, profiles, subscriptions, users } from '../../db/schema';
import { notFound } from '../../http/not-found';
import { meSubscription } from '../billing/me-subscription';

/**
 * One statement (decision 0023): the person, their profile, their
 * subscription row and which of the current terms, disclaimer and health-data
 * consent they accepted (and have not withdrawn) — only the columns the answer uses (about 30 instead of 60: pg
 * builds a parser per column of every result, which showed in the profile).
 */
const meFields = {
  user: {
    id: users.id,
    name: users.name,
    email: users.email,
    avatarUrl: users.avatarUrl,
    onboardingCompletedAt: users.onboardingCompletedAt,
    trialEndsAt: users.trialEndsAt,
  },
  profile: {
    energyKcal: profiles.energyKcal,
    proteinG: profiles.proteinG,
    carbsG: profiles.carbsG,
    fatG: profiles.fatG,
    waterMl: profiles.waterMl,
    mealsPerDay: profiles.mealsPerDay,
    goal: profiles.goal,
    activity: profiles.activity,
    sex: profiles.sex,
    birthDate: profiles.birthDate,
    heightCm: profiles.heightCm,
    weightKg: profiles.weightKg,
  },
  subscription: {
    status: subscriptions.status,
    startedAt: subscriptions.startedAt,
    priceCents: subscriptions.priceCents,
    cardBrand: subscriptions.cardBrand,
    cardLast4: subscriptions.cardLast4,
    currentPeriodEndsAt: subscriptions.currentPeriodEndsAt,
    cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    pastDueSince: subscriptions.pastDueSince,
    endedAt: subscriptions.endedAt,
  },
  consentKinds: sql<string[]>`coalesce((select array_agg(${consents.kind}::text) from ${consents}
    where ${consents.userId} = ${users.id} and ${consents.withdrawnAt} is null
      and ${consents.version} in (${TERMS_VERSION}, ${DISCLAIMER_VERSION}, ${HEALTH_DATA_CONSENT.version})), '{}')`,
};

const meQuery = (db: Executor) =>
  db
    .select(meFields)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id));

export type MeRow = Awaited<ReturnType<typeof meQuery>>[number];

/** The `GET /api/me` shape (shared/API.md), read fresh from the database. */
export async function getMe(db: Executor, userId: string, now: Date): Promise<Me> {
  const [row] = await meQuery(db).where(eq(users.id, userId));
  if (!row) throw notFound('account');
  return meOf(row, now);
}

export function meOf({ user, profile, subscription, consentKinds }: MeRow, now: Date): Me {
  const kinds = new Set(consentKinds);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatarUrl: user.avatarUrl,
    onboardingCompleted: user.onboardingCompletedAt !== null,
    consentsRequired: !(kinds.has('terms') && kinds.has('disclaimer')),
    healthConsentRequired: !kinds.has('health_data'),
    trialEndsAt: user.trialEndsAt.toISOString(),
    subscription: meSubscription(subscription, user.trialEndsAt, now),
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
