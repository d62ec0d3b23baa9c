import { type Subscription, advance } from './subscription';

/**
 * What each state may do (decision 0009). Everyone with
 * an account can log in, see and export their data and subscribe; Premium
 * (trial included) adds photo analyses, the chat, full statistics and the
 * history beyond the last 7 days.
 */
export const premiumFeatures = ['photo_analysis', 'chat', 'full_stats', 'full_history', 'meal_plan'] as const;
export type PremiumFeature = (typeof premiumFeatures)[number];

/** Days of history and statistics a person without Premium still sees. */
export const FREE_HISTORY_DAYS = 7;

export interface Entitlements {
  premium: boolean;
  features: Record<PremiumFeature, boolean>;
  /** How many days back history and statistics reach; null = unlimited. */
  historyDays: number | null;
}

export function entitlementsAt(subscription: Subscription, now: Date): Entitlements {
  const premium = advance(subscription, now).status !== 'expired';
  const features = Object.fromEntries(premiumFeatures.map((f) => [f, premium])) as Record<PremiumFeature, boolean>;
  return { premium, features, historyDays: premium ? null : FREE_HISTORY_DAYS };
}

export function hasEntitlement(subscription: Subscription, feature: PremiumFeature, now: Date): boolean {
  return entitlementsAt(subscription, now).features[feature];
}
