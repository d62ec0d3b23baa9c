import { z } from 'zod';
import { subscriptionStatuses } from '../domain/billing/subscription';

import { activities, goals, sexes } from './onboarding';

export { subscriptionStatuses } from '../domain/billing/subscription';

export const targetsSchema = z.object({
  energyKcal: z.number(),
  proteinG: z.number(),
  carbsG: z.number(),
  fatG: z.number(),
  waterMl: z.number(),
});
export type Targets = z.infer<typeof targetsSchema>;

export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  consentsRequired: z.boolean(),
  /** The health-data consent to the current version does not stand: health features wait for it (decision 0046). */
  healthConsentRequired: z.boolean(),
  trialEndsAt: z.string(),
  subscription: z.object({
    status: z.enum(subscriptionStatuses),
    trialEndsAt: z.string(),
    currentPeriodEndsAt: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    /** A card is on file and the subscription has not ended (a trial can already be paid for). */
    subscribed: z.boolean(),
    /** When the next charge falls due; null when none is planned. */
    nextChargeAt: z.string().nullable(),
  }),
  targets: targetsSchema.nullable(),
  mealsPerDay: z.number(),
  profile: z
    .object({
      goal: z.enum(goals),
      activity: z.enum(activities),
      sex: z.enum(sexes),
      birthDate: z.string(),
      heightCm: z.number(),
      weightKg: z.number(),
    })
    .nullable(),
});
export type Me = z.infer<typeof meSchema>;
