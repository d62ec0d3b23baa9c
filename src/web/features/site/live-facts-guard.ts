import type { LiveSiteFacts } from '@/contracts/site';

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1;
const isAverage = (v: unknown): v is number => typeof v === 'number' && v >= 1 && v <= 5;

/**
 * LiveSiteFacts checked by hand, as pricing-guard.ts does (zod would cost the
 * landing page's JavaScript budget); live-facts-guard.test.ts holds it to
 * contracts/ratings.ts's liveSiteFactsSchema.
 */
export function parseLiveFacts(value: unknown): LiveSiteFacts | null {
  if (typeof value !== 'object' || value === null) return null;
  const { ratings, whatsapp, photoAnalysis } = value as Record<string, unknown>;
  if (typeof whatsapp !== 'boolean' || typeof photoAnalysis !== 'boolean') return null;
  if (ratings === null) return { ratings: null, whatsapp, photoAnalysis };
  if (typeof ratings !== 'object' || ratings === undefined) return null;
  const { average, count } = ratings as Record<string, unknown>;
  if (!isAverage(average) || !isCount(count)) return null;
  return { ratings: { average, count }, whatsapp, photoAnalysis };
}
