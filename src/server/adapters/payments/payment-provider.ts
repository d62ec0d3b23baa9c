import type { PaymentProviderName } from '../../../contracts/billing';
import type { CardOnFile } from '../../../domain/billing/subscription';

/**
 * The payment port (docs/decisions/0010-payment-provider.md). The provider
 * owns the card, the schedule and every charge; we own the rules of access.
 * Everything we learn from it comes from `fetchSubscription`: a webhook is
 * only a signal to read again, so duplicates and reordering change nothing.
 */
export interface CheckoutRequest {
  /** Our idempotency key for this checkout (a retried request must not open a second subscription). */
  idempotencyKey: string;
  userId: string;
  email: string;
  amountCents: number;
  /** When the first charge happens: the trial end, the next renewal, or null for right away. */
  firstChargeAt: Date | null;
  /** Where the provider sends the person back. */
  returnUrl: string;
}

export interface ProviderCharge {
  id: string;
  status: 'approved' | 'rejected' | 'pending';
  amountCents: number;
  at: Date;
  /** End of the period an approved charge pays for. */
  periodEndsAt: Date | null;
  card: CardOnFile | null;
}

export interface ProviderSubscription {
  ref: string;
  /** pending: checkout not completed; active: card authorised, charging on schedule; paused: no charges; cancelled: over. */
  status: 'pending' | 'active' | 'paused' | 'cancelled';
  card: CardOnFile | null;
  /** When the person completed the checkout (null while pending). */
  authorizedAt: Date | null;
  charges: ProviderCharge[];
}

/** A verified webhook delivery. */
export interface WebhookNotice {
  deliveryId: string;
  topic: string;
  resourceId: string;
}

export interface WebhookRequest {
  headers: Headers;
  url: URL;
}

export class InvalidWebhookSignature extends Error {
  constructor() {
    super('invalid webhook signature');
    this.name = 'InvalidWebhookSignature';
  }
}

/** The provider could not be reached or answered something unusable. */
export class PaymentProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderUnavailable';
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<{ ref: string; checkoutUrl: string }>;
  fetchSubscription(ref: string): Promise<ProviderSubscription>;
  /** Stop charging but keep the subscription resumable (cancel at period end). */
  pause(ref: string): Promise<void>;
  resume(ref: string): Promise<void>;
  /** End it for good (period over, grace over, replaced by a new card). Idempotent. */
  cancel(ref: string): Promise<void>;
  /** Provider-side scheduled work: the sandbox charges renewals here; real providers charge on their own. */
  runDueCharges?(now: Date): Promise<void>;
  webhooks?: {
    verify(request: WebhookRequest): WebhookNotice;
    /** Which subscriptions a notice is about (may ask the provider). */
    subscriptionRefsFor(notice: WebhookNotice): Promise<string[]>;
  };
}

/** How a provider tells us "something changed on this subscription" (the sandbox's in-process webhook). */
export interface ProviderSignals {
  changed(ref: string): Promise<void>;
}
