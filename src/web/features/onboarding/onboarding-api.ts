import type { z } from 'zod';
import { meSchema } from '@/contracts/me';
import { apiRequest } from '@/web/lib/api-client';
import type { OnboardingFormOutput } from './onboarding-form-schema';

export const saveOnboarding = (body: OnboardingFormOutput): Promise<z.output<typeof meSchema>> =>
  apiRequest('PUT', '/api/me/onboarding', { body, schema: meSchema });
