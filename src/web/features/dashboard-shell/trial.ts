import type { Me } from '@/contracts/me';
import { trialDaysLeft } from '@/domain/billing/trial';
import { formatDayMonth } from '@/web/lib/format';

/**
 * Trial facts the shell shows; null when the person is not in an unpaid trial
 * (already subscribed — even while the paid-for trial runs —, expired…).
 */
export function trialInfo(me: Me, now: Date): { daysLeft: number; endsAt: string } | null {
  if (me.subscription.status !== 'trialing' || me.subscription.subscribed) return null;
  const endsAt = me.subscription.trialEndsAt || me.trialEndsAt;
  return { daysLeft: trialDaysLeft(new Date(endsAt), now), endsAt };
}

/**
 * "Premium ativo — próxima cobrança 29/11" for a person who has paid (during
 * the trial or after it), shown where the trial was; null otherwise, so the
 * app never asks someone who has paid to pay again.
 */
export function premiumLabel(me: Me): string | null {
  const { status, subscribed, nextChargeAt, currentPeriodEndsAt, trialEndsAt } = me.subscription;
  // Cancelled, access continues to the end of what was paid (issue 25): the badge stays, with its end.
  if (status === 'canceled') return `Premium até ${formatDayMonth(currentPeriodEndsAt ?? trialEndsAt)}`;
  if (!subscribed || (status !== 'trialing' && status !== 'active')) return null;
  return nextChargeAt ? `Premium ativo — próxima cobrança ${formatDayMonth(nextChargeAt)}` : 'Premium ativo';
}

export function daysLeftLabel(daysLeft: number): string {
  // Ceiling arithmetic: 0 only once the end has passed.
  if (daysLeft === 0) return 'teste encerrado';
  return daysLeft === 1 ? '1 dia restante' : `${daysLeft} dias restantes`;
}
