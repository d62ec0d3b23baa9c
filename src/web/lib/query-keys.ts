/** Every TanStack Query key of the web app, so invalidations cannot drift from the queries. */
export const queryKeys = {
  me: ['me'] as const,
  authProviders: ['auth', 'providers'] as const,
  foodSearch: (q: string) => ['foods', 'search', q] as const,
  food: (id: string) => ['foods', id] as const,
};
