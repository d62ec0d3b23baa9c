/** Every TanStack Query key of the web app, so invalidations cannot drift from the queries. */
export const queryKeys = {
  me: ['me'] as const,
  authProviders: ['auth', 'providers'] as const,
  billingSubscription: ['billing', 'subscription'] as const,
  billingInvoices: ['billing', 'invoices'] as const,
};
