import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../../contracts/auth';
import { healthConsentMessages } from '../../../contracts/health-consent';
import { DISCLAIMER_VERSION, TERMS_VERSION } from '../../../contracts/legal';
import { ageInYears, type onboardingSchema } from '../../../contracts/onboarding';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { dailyTargets } from '../../../domain/goals';
import { consents, profiles, users, weights } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Deps } from '../deps';
import { getMe } from '../me/get-me';
import { recordAuditEvent } from '../audit-log/audit-log-repository';
import { saveHealthConsent } from '../health-consent/health-consent-repository';

type OnboardingData = z.output<ReturnType<typeof onboardingSchema>>;

/**
 * Saves the onboarding answers, computes the daily targets from them
 * (src/domain/goals) and marks onboarding complete, with the weight given as the
 * first weigh-in. People who arrived via Google accept the terms and disclaimer here,
 * and whoever has not given the health-data consent gives it here.
 */
export async function completeOnboarding(deps: Deps, userId: string, data: OnboardingData) {
  const now = deps.clock();
  const before = await getMe(deps.db, userId, now);
  if (before.consentsRequired && !(data.terms && data.disclaimer)) {
    throw new AppError(400, 'consents_required', messages.consentsRequired, {
      [data.terms ? 'disclaimer' : 'terms']: messages.consentsRequired,
    });
  }
  // The answers are health data: their box is asked of whoever has not given it (decision 0046).
  if (before.healthConsentRequired && !data.healthData) {
    throw new AppError(400, 'health_consent_required', healthConsentMessages.required, {
      healthData: healthConsentMessages.required,
    });
  }
  const body = {
    sex: data.sex,
    ageYears: ageInYears(data.birthDate, localDate(now)),
    heightCm: data.heightCm,
    weightKg: data.weightKg,
  };
  const targets = dailyTargets(body, data.activity, data.goal);
  const values = {
    goal: data.goal,
    activity: data.activity,
    sex: data.sex,
    birthDate: data.birthDate,
    heightCm: data.heightCm,
    weightKg: data.weightKg,
    mealsPerDay: data.mealsPerDay,
    energyKcal: targets.energyKcal,
    proteinG: targets.proteinG,
    carbsG: targets.carbsG,
    fatG: targets.fatG,
    waterMl: targets.waterMl,
    updatedAt: now,
  };
  return deps.db.transaction(async (tx) => {
    if (before.consentsRequired) {
      await tx
        .insert(consents)
        .values([
          { userId, kind: 'terms', version: TERMS_VERSION, acceptedAt: now },
          { userId, kind: 'disclaimer', version: DISCLAIMER_VERSION, acceptedAt: now },
        ])
        .onConflictDoNothing();
    }
    if (before.healthConsentRequired) {
      await saveHealthConsent(tx, userId, now);
      await recordAuditEvent(tx, { userId, kind: 'health_consent_given', at: now });
    }
    await tx
      .insert(profiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: profiles.userId, set: values });
    if (!before.onboardingCompleted) {
      await tx.update(users).set({ onboardingCompletedAt: now }).where(eq(users.id, userId));
      // The weight typed at onboarding is the first weigh-in (issue 25): the chart and "Peso" start from it.
      // A weighing already logged that day is the person's own and stays.
      await tx
        .insert(weights)
        .values({ userId, localDate: localDate(now), weightKg: data.weightKg, loggedAt: now })
        .onConflictDoNothing();
    }
    return getMe(tx, userId, now);
  });
}
