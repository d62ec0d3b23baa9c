import {
  checkoutSchema,
  invoicesSchema,
  sandboxCheckoutSchema,
  sandboxPaymentResultSchema,
  subscriptionSchema,
  type SandboxPaymentInput,
} from '@/contracts/billing';
import { apiRequest } from '@/web/lib/api-client';

export const fetchSubscription = () => apiRequest('GET', '/api/billing/subscription', { schema: subscriptionSchema });
export const fetchInvoices = () => apiRequest('GET', '/api/billing/invoices', { schema: invoicesSchema });
export const startSubscription = () => apiRequest('POST', '/api/billing/subscribe', { schema: checkoutSchema });
export const startCardChange = () => apiRequest('POST', '/api/billing/card', { schema: checkoutSchema });
export const cancelSubscription = () => apiRequest('POST', '/api/billing/cancel', { schema: subscriptionSchema });
export const resumeSubscription = () => apiRequest('POST', '/api/billing/resume', { schema: subscriptionSchema });

export const fetchSandboxCheckout = (id: string) =>
  apiRequest('GET', `/api/billing/sandbox/checkouts/${encodeURIComponent(id)}`, { schema: sandboxCheckoutSchema });
export const paySandboxCheckout = (id: string, body: SandboxPaymentInput) =>
  apiRequest('POST', `/api/billing/sandbox/checkouts/${encodeURIComponent(id)}`, {
    body,
    schema: sandboxPaymentResultSchema,
  });

/**
 * Goes to the provider's hosted checkout: an address of ours (the sandbox's
 * test-mode page) stays in the app; Mercado Pago's is a full navigation.
 */
export function goToCheckout(checkoutUrl: string, navigate: (to: string) => void) {
  if (checkoutUrl.startsWith('/')) navigate(checkoutUrl);
  else window.location.assign(checkoutUrl);
}
