import type { ReactNode } from 'react';
import type { PremiumFeature } from '@/domain/billing/entitlements';
import { useCurrentUser } from '../auth/use-current-user';
import { Paywall } from './paywall';

/**
 * Wraps a Premium screen (photo analysis, chat…): the screen while the person
 * has Premium (trial, active, in grace, cancelled until the period ends), the
 * Paywall once access is over. The server enforces the same rule (402).
 */
export function PremiumGate({ feature, children }: { feature: PremiumFeature; children: ReactNode }) {
  const me = useCurrentUser();
  return me.subscription.status === 'expired' ? <Paywall feature={feature} /> : children;
}
