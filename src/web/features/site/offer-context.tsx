import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Pricing } from '@/contracts/pricing';
import { countdownText, type CountdownText } from '@/contracts/site';
import { countdownParts, serverTime } from '@/domain/billing/countdown';
import { loadPricing, type PricingSample } from './load-pricing';
import { offerFacts, type OfferFacts } from './offer-facts';

export interface OfferState {
  facts: OfferFacts;
  /** Time left while the launch offer is on; null once it has ended. */
  countdown: CountdownText | null;
}

const OfferContext = createContext<OfferState | null>(null);

export function useOffer(): OfferState {
  const offer = useContext(OfferContext);
  if (!offer) throw new Error('useOffer fora de um OfferProvider');
  return offer;
}

/** A fixed offer: the build's pre-rendering, where the countdown holds tokens the server fills per request. */
export function StaticOfferProvider({ value, children }: { value: OfferState; children: ReactNode }) {
  return <OfferContext.Provider value={value}>{children}</OfferContext.Provider>;
}

/** The offer at `now` (server time): active until the countdown reaches zero. */
export function offerAt(pricing: Pricing, now: Date): OfferState {
  const parts = countdownParts(new Date(pricing.offerEndsAt), now);
  const active = pricing.offerActive && !parts.ended;
  return { facts: offerFacts(pricing, active), countdown: active ? countdownText(parts) : null };
}

/**
 * The live offer. The first render uses the server's own `serverNow`, so it
 * matches the pre-rendered HTML exactly (hydration); then it ticks on every
 * whole second of the server's clock, corrected for the device clock's error
 * (first roughly, from the page's serve time, then measured with a timed
 * GET /api/pricing), and switches to the ended state when it reaches zero.
 */
export function LiveOfferProvider({ initial, children }: { initial: PricingSample; children: ReactNode }) {
  const [sample, setSample] = useState(initial);
  const [now, setNow] = useState(() => new Date(initial.pricing.serverNow));
  const offer = useMemo(() => offerAt(sample.pricing, now), [sample.pricing, now]);

  useEffect(() => {
    if (initial.offsetMs !== null) return;
    let cancelled = false;
    loadPricing()
      .then((measured) => !cancelled && setSample(measured))
      .catch(() => {
        // Keep the page's answer and its rough offset: the countdown still runs.
      });
    return () => {
      cancelled = true;
    };
  }, [initial.offsetMs]);

  useEffect(() => {
    const { pricing } = sample;
    if (!pricing.offerActive) return;
    const offsetMs = sample.offsetMs ?? Date.parse(pricing.serverNow) - Date.now();
    const deadline = new Date(pricing.offerEndsAt);
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const serverNow = serverTime(new Date(), offsetMs);
      setNow(serverNow);
      const { remainingMs } = countdownParts(deadline, serverNow);
      // Wake at the next whole second of the server's clock, so 00:00:00 lands on the deadline.
      if (remainingMs > 0) timer = setTimeout(tick, remainingMs % 1000 || 1000);
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [sample]);

  return <OfferContext.Provider value={offer}>{children}</OfferContext.Provider>;
}
