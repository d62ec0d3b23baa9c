import { billingMessages } from '../../../contracts/billing';
import { BillingRuleError } from '../../../domain/billing/subscription';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { PaymentProviderUnavailable } from '../../adapters/payments/payment-provider';
import { AppError } from '../../http/app-error';
import type { Deps } from '../deps';

export interface BillingDeps extends Deps {
  payments: PaymentProvider;
}

/** Where e-mails and the provider send people back: the subscription section of settings. */
export const manageSubscriptionUrl = (appUrl: URL) => new URL('/dashboard/settings#assinatura', appUrl).toString();

const ruleMessages: Record<BillingRuleError['code'], string> = {
  already_subscribed: billingMessages.alreadySubscribed,
  nothing_to_cancel: billingMessages.nothingToCancel,
  nothing_to_resume: billingMessages.nothingToResume,
  no_subscription: billingMessages.noSubscription,
};

/** Rule refusals are 409s, an unreachable provider a 502; anything else stays a 500. */
export function asHttpError(error: unknown): unknown {
  if (error instanceof BillingRuleError) return new AppError(409, error.code, ruleMessages[error.code]);
  if (error instanceof PaymentProviderUnavailable) {
    return new AppError(502, 'payment_provider_unavailable', billingMessages.providerUnavailable);
  }
  return error;
}
