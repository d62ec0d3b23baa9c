import type { z } from 'zod';
import { meApi } from '@/contracts/api-routes/account';
import type { meSchema } from '@/contracts/me';
import { api } from '@/web/lib/api-client';
import type { OnboardingFormOutput } from './onboarding-form-schema';

export const saveOnboarding = (body: OnboardingFormOutput): Promise<z.output<typeof meSchema>> =>
  api(meApi.onboarding, { body });
