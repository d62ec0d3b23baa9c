import { type Subscription, accessEndsAt, isSubscribed, nextChargeAt } from '../../../domain/billing/subscription';
import {
  type BillingEmail,
  cancellationConfirmedEmail,
  paymentFailedEmail,
  subscriptionConfirmedEmail,
} from './billing-emails';

interface Person {
  userId: string;
  email: string;
  name: string;
}

/** The e-mails a change of state calls for; each is keyed so a replayed change sends nothing new. */
export function transitionEmails(
  person: Person,
  before: Subscription,
  after: Subscription,
  now: Date,
  link: string,
  failedFirstCharges: Date[] = [],
): BillingEmail[] {
  const emails: BillingEmail[] = [];
  const live = (s: Subscription) => isSubscribed(s) && (s.status === 'trialing' || s.status === 'active');
  if (live(after) && after.startedAt && after.startedAt.getTime() !== before.startedAt?.getTime()) {
    const first = after.status === 'trialing' ? nextChargeAt(after) : null;
    emails.push(subscriptionConfirmedEmail(person, after.startedAt, after.priceCents!, first, link));
  }
  if (after.pastDueSince && after.pastDueSince.getTime() !== before.pastDueSince?.getTime()) {
    emails.push(paymentFailedEmail(person, after.pastDueSince, accessEndsAt(after), link));
  }
  for (const at of failedFirstCharges) emails.push(paymentFailedEmail(person, at, null, link));
  if (after.status === 'canceled' && before.status !== 'canceled') {
    emails.push(cancellationConfirmedEmail(person, now, accessEndsAt(after), link));
  }
  return emails;
}
