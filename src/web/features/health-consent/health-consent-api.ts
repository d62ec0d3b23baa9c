import { healthConsentStatusSchema } from '@/contracts/health-consent';
import { apiRequest } from '@/web/lib/api-client';

export const fetchHealthConsent = () =>
  apiRequest('GET', '/api/settings/health-consent', { schema: healthConsentStatusSchema });

export const giveHealthConsent = () =>
  apiRequest('POST', '/api/settings/health-consent', { body: { consent: true }, schema: healthConsentStatusSchema });

export const withdrawHealthConsent = () =>
  apiRequest('DELETE', '/api/settings/health-consent', { schema: healthConsentStatusSchema });
