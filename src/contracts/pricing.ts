import { z } from 'zod';

/** GET /api/pricing (public): the offer as the server's clock sees it. */
export const pricingSchema = z.object({
  plan: z.literal('premium'),
  currency: z.literal('BRL'),
  priceCents: z.number().int(),
  regularPriceCents: z.number().int(),
  launchPriceCents: z.number().int(),
  discountPct: z.number().int(),
  monthlySavingCents: z.number().int(),
  yearlySavingCents: z.number().int(),
  /** ISO instant of the offer's last second. */
  offerEndsAt: z.string(),
  offerActive: z.boolean(),
  trialDays: z.number().int(),
  /** The server's clock when it answered, so countdowns survive a wrong device clock. */
  serverNow: z.string(),
});
export type Pricing = z.infer<typeof pricingSchema>;
