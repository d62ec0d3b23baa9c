import { billingApi } from '@/contracts/api-routes/billing';
import type { SandboxPaymentInput } from '@/contracts/billing';
import { api } from '@/web/lib/api-client';

export const fetchSubscription = () => api(billingApi.subscription);
export const fetchInvoices = () => api(billingApi.invoices);
export const startSubscription = () => api(billingApi.subscribe);
export const startCardChange = () => api(billingApi.changeCard);
export const cancelSubscription = () => api(billingApi.cancel);
export const resumeSubscription = () => api(billingApi.resume);

export const fetchSandboxCheckout = (id: string) => api(billingApi.sandboxCheckout, { params: { id } });
export const paySandboxCheckout = (id: string, body: SandboxPaymentInput) =>
  api(billingApi.paySandboxCheckout, { params: { id }, body });

/**
 * Goes to the provider's hosted checkout: an address of ours (the sandbox's
 * test-mode page) stays in the app; Mercado Pago's is a full navigation.
 */
export function goToCheckout(checkoutUrl: string, navigate: (to: string) => void) {
  if (checkoutUrl.startsWith('/')) navigate(checkoutUrl);
  else window.location.assign(checkoutUrl);
}
