import type { Me } from '@/contracts/me';
import { trialDaysLeft } from '@/domain/billing/trial';

/** Trial facts the shell shows; null when the person is not in a trial (subscribed, expired). */
export function trialInfo(me: Me, now: Date): { daysLeft: number; endsAt: string } | null {
  if (me.subscription.status !== 'trialing') return null;
  const endsAt = me.subscription.trialEndsAt || me.trialEndsAt;
  return { daysLeft: trialDaysLeft(new Date(endsAt), now), endsAt };
}

export function daysLeftLabel(daysLeft: number): string {
  // Ceiling arithmetic: 0 only once the end has passed.
  if (daysLeft === 0) return 'teste encerrado';
  return daysLeft === 1 ? '1 dia restante' : `${daysLeft} dias restantes`;
}
