import { healthConsentApi } from '@/contracts/api-routes/settings';
import { api } from '@/web/lib/api-client';

export const fetchHealthConsent = () => api(healthConsentApi.status);

export const giveHealthConsent = () => api(healthConsentApi.give, { body: { consent: true } });

export const withdrawHealthConsent = () => api(healthConsentApi.withdraw);
