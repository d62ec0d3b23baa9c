/**
 * The marketing claims as the specification states them (sections 1 and 9),
 * in one place for the login panel and the landing page.
 */
export const MARKETING_CLAIMS = {
  users: 'Mais de 1.000 usuários',
  rating: 4.9,
  reviews: 127,
  analysisSeconds: 3,
} as const;
