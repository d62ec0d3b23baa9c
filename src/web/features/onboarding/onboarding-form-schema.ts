import { z } from 'zod';
import { messages } from '@/contracts/auth';
import { healthConsentMessages } from '@/contracts/health-consent';
import { onboardingSchema } from '@/contracts/onboarding';

/**
 * The contract's onboarding schema; for people who signed up with Google
 * (`me.consentsRequired`) the terms and disclaimer become required, with the
 * same message as at sign-up; so does the health-data box for whoever has not
 * given it (`me.healthConsentRequired`, decision 0046). Field-level rules, so they show together with
 * every other field error.
 */
export function onboardingFormSchema(today: string, consentsRequired: boolean, healthConsentRequired = false) {
  // An unticked box may reach us as undefined, and zod skips the checks of an optional
  // value that is undefined: default it to false first so the refinement always runs.
  const consent: z.ZodType<boolean | undefined, boolean | undefined> = consentsRequired
    ? z
        .boolean()
        .default(false)
        .refine((value) => value, { error: messages.consentsRequired })
    : z.boolean().optional();
  const healthData: z.ZodType<boolean | undefined, boolean | undefined> = healthConsentRequired
    ? z
        .boolean()
        .default(false)
        .refine((value) => value, { error: healthConsentMessages.required })
    : z.boolean().optional();
  return onboardingSchema(today).extend({ terms: consent, disclaimer: consent, healthData });
}

type OnboardingFormSchema = ReturnType<typeof onboardingFormSchema>;
export type OnboardingFormInput = z.input<OnboardingFormSchema>;
export type OnboardingFormOutput = z.output<OnboardingFormSchema>;

/** Inputs hold text; '' means "not answered" (not 0) and a pt-BR decimal comma is accepted: '72,5' → 72.5. */
export function parseDecimalInput(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  const text = String(value ?? '').trim();
  return text === '' ? undefined : Number(text.replace(',', '.'));
}
