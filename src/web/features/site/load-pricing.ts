import type { Pricing } from '@/contracts/pricing';
import { PRICING_DATA_ID } from '@/contracts/site';
import { clockOffsetMs } from '@/domain/billing/countdown';
import { parsePricing } from './pricing-guard';

export interface PricingSample {
  pricing: Pricing;
  /** Server clock minus device clock, measured around a request; null when not measured yet. */
  offsetMs: number | null;
}

/**
 * GET /api/pricing, timed: the round trip gives the device clock's error, so
 * the countdown follows the server's clock even on a phone set to the wrong
 * date. A plain fetch (not TanStack Query): the landing page ships without
 * the app's data layer to stay within its JavaScript budget.
 */
export async function loadPricing(): Promise<PricingSample> {
  const sentAt = new Date();
  const response = await fetch('/api/pricing', { headers: { Accept: 'application/json' }, cache: 'no-store' });
  const receivedAt = new Date();
  if (!response.ok) throw new Error(`GET /api/pricing respondeu ${response.status}`);
  const pricing = parsePricing(await response.json());
  if (!pricing) throw new Error('GET /api/pricing respondeu fora do contrato');
  return { pricing, offsetMs: clockOffsetMs({ serverNow: new Date(pricing.serverNow), sentAt, receivedAt }) };
}

/** The answer the server embedded in a pre-rendered page, if this document is one. */
export function embeddedPricing(doc: Document): Pricing | null {
  const text = doc.getElementById(PRICING_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return parsePricing(JSON.parse(text));
  } catch {
    return null;
  }
}
