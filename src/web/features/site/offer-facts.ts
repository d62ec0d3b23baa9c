import type { Pricing } from '@/contracts/pricing';
import { APP_TIME_ZONE } from '@/domain/calendar/sao-paulo';
import { formatBrl, formatBrlCompact } from '@/web/lib/format';

/**
 * Every figure of the offer as the landing page writes it, from the
 * GET /api/pricing answer (the domain's one pricing configuration): nothing
 * on the page types a price by hand.
 */
export interface OfferFacts {
  /** The launch window is still open (server clock). */
  active: boolean;
  /** What a person signing up now pays per month. */
  price: string;
  launchPrice: string;
  regularPrice: string;
  discount: string;
  monthlySaving: string;
  yearlySaving: string;
  /** "31/10/2025 às 23:59:59" in São Paulo. */
  deadline: string;
  trialDays: number;
}

export function offerFacts(pricing: Pricing, active: boolean): OfferFacts {
  return {
    active,
    price: formatBrl(active ? pricing.launchPriceCents : pricing.regularPriceCents),
    launchPrice: formatBrl(pricing.launchPriceCents),
    regularPrice: formatBrl(pricing.regularPriceCents),
    discount: `${pricing.discountPct}%`,
    monthlySaving: formatBrlCompact(pricing.monthlySavingCents),
    yearlySaving: formatBrlCompact(pricing.yearlySavingCents),
    deadline: deadlineText(new Date(pricing.offerEndsAt)),
    trialDays: pricing.trialDays,
  };
}

const deadlineParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Assembled from parts so the server's and the browser's Intl data cannot disagree on punctuation. */
export function deadlineText(instant: Date): string {
  const p: Record<string, string> = {};
  for (const part of deadlineParts.formatToParts(instant)) p[part.type] = part.value;
  return `${p.day}/${p.month}/${p.year} às ${p.hour}:${p.minute}:${p.second}`;
}
