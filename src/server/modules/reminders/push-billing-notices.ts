import { localDate, localTime } from '../../../domain/calendar/sao-paulo';
import { formatDateBR } from '../../../domain/calendar/format-date';
import { isQuiet, minutesOf } from '../../../domain/reminders/clock-minutes';
import type { PushPayload } from '../../../contracts/push';
import { pushToPerson } from '../push/send-push';
import { billingNoticesSince } from './billing-notices-repository';
import { claimReminder, type Claim } from './claim-reminder';
import type { ReminderDeps } from './reminder-deps';
import { loadReminderSettings } from './reminder-settings-repository';
import { pushDelivery, sendClaimed } from './send-claimed';

/** Where a tap on a billing notice lands: Settings → Assinatura (as the billing e-mails' link). */
export const BILLING_PATH = '/dashboard/settings#assinatura';
/** A notice older than this is not pushed any more (the e-mail went; a late push would only confuse). */
const FRESH_MS = 48 * 3_600_000;
const PUSHED = ['trial_ending', 'payment_failed'] as const;

function payloadOf(kind: (typeof PUSHED)[number], key: string): PushPayload {
  if (kind === 'trial_ending') {
    return {
      title: 'Seu teste grátis termina em 2 dias',
      body: `O teste grátis do Nutri Premium termina em ${formatDateBR(new Date(key))}. Toque para ver sua assinatura.`,
      url: BILLING_PATH,
      tag: 'billing',
    };
  }
  return {
    title: 'Não conseguimos cobrar sua assinatura',
    body: 'A cobrança do Nutri Premium foi recusada pelo cartão. Toque para trocar o cartão.',
    url: BILLING_PATH,
    tag: 'billing',
  };
}

/**
 * The billing notices the billing job e-mailed (its `billing_notifications` rows: trial ending, charge refused)
 * also go by push (decision 0056): outside quiet hours, within the daily cap, claimed in `reminder_sends` under
 * `billing:<kind>:<key>` so two servers push each once, and retried by the next run if the push failed. Quiet
 * hours only delay the push: the next run after them sends it, while it is fresh.
 */
export async function pushBillingNotices(deps: ReminderDeps, userId: string, now: Date): Promise<number> {
  if (!deps.push) return 0;
  const settings = await loadReminderSettings(deps.db, userId);
  if (!settings.channels.billing.push) return 0;
  if (isQuiet(minutesOf(localTime(now)), settings.quietFrom, settings.quietTo)) return 0;
  const notices = await billingNoticesSince(deps.db, userId, PUSHED, new Date(now.getTime() - FRESH_MS));
  let sent = 0;
  for (const notice of notices) {
    const kind = notice.kind;
    const wanted: Claim = { userId, key: `billing:${kind}:${notice.key}`, channel: 'push', localDate: localDate(now) };
    const claim = await claimReminder(deps.db, wanted, now, settings.dailyCap);
    if (!claim) continue;
    const pushed = await sendClaimed(deps, claim, async () =>
      pushDelivery(await pushToPerson(deps, userId, payloadOf(kind, notice.key))),
    );
    if (pushed) sent += 1;
  }
  return sent;
}
