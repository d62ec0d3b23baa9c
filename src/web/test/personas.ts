import type { Me } from '@/contracts/me';

/** Ana, just signed up: in her trial, no profile yet (the onboarding comes next). */
export function anaJustSignedUp(overrides: Partial<Me> = {}): Me {
  return {
    id: '3b0c8c5e-7d6f-4a51-9a39-2f1f4f7a9b10',
    name: 'Ana Souza',
    email: 'ana@example.com',
    avatarUrl: null,
    onboardingCompleted: false,
    consentsRequired: false,
    healthConsentRequired: false,
    trialEndsAt: '2026-11-29T15:00:00.000Z',
    subscription: {
      status: 'trialing',
      trialEndsAt: '2026-11-29T15:00:00.000Z',
      currentPeriodEndsAt: null,
      cancelAtPeriodEnd: false,
      subscribed: false,
      nextChargeAt: null,
    },
    targets: null,
    mealsPerDay: 5,
    profile: null,
    ...overrides,
  };
}

/** Ana after the onboarding: 1.970 kcal a day, macros that add up (98·4 + 246·4 + 66·9 = 1.970 kcal). */
export function anaWithTargets(overrides: Partial<Me> = {}): Me {
  return anaJustSignedUp({
    onboardingCompleted: true,
    targets: { energyKcal: 1970, proteinG: 98, carbsG: 246, fatG: 66, waterMl: 2100 },
    profile: {
      goal: 'lose',
      activity: 'light',
      sex: 'female',
      birthDate: '1996-05-10',
      heightCm: 165,
      weightKg: 60,
    },
    ...overrides,
  });
}
