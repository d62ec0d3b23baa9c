import type { Pricing } from '@/contracts/pricing';
import { SITE_TOKENS } from '@/contracts/site';
import { localDate } from '@/domain/calendar/sao-paulo';
import type { FaqItem } from './content/faq';
import { photoClaims } from './content/photo-claims';

/** "29.90": schema.org prices are plain decimals with a dot. */
const decimal = (cents: number) => (cents / 100).toFixed(2);

/**
 * schema.org Product for the Premium plan (https://schema.org/Product,
 * https://developers.google.com/search/docs/appearance/structured-data/product).
 * aggregateRating is a slot the server fills per request with the app's real
 * ratings, or removes while there are fewer than RATINGS_MIN_TO_SHOW (decision 0041).
 */
export function productData(
  pricing: Pricing,
  active: boolean,
  origin: string,
  image: string,
  description = photoClaims(true).productDescription,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Nutri Premium',
    description,
    brand: { '@type': 'Brand', name: 'Nutri' },
    image: `${origin}${image}`,
    url: `${origin}/`,
    offers: {
      '@type': 'Offer',
      url: `${origin}/signup`,
      priceCurrency: pricing.currency,
      price: decimal(active ? pricing.launchPriceCents : pricing.regularPriceCents),
      availability: 'https://schema.org/InStock',
      ...(active ? { priceValidUntil: localDate(new Date(pricing.offerEndsAt)) } : {}),
    },
    // Last key, so its JSON text is exactly AGGREGATE_RATING_SLOT.
    aggregateRating: SITE_TOKENS.aggregateRating,
  };
}

/** schema.org FAQPage from the FAQ the page shows (https://schema.org/FAQPage). */
export function faqData(items: FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') },
    })),
  };
}
