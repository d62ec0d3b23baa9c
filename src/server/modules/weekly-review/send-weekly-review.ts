import { count, eq } from 'drizzle-orm';
import { localDate, localTime } from '../../../domain/calendar/sao-paulo';
import { addDays } from '../../../domain/calendar/local-days';
import { previousWeek } from '../../../domain/notifications/local-weeks';
import { SUMMARY_MIN_DAYS_IN_WEEK } from '../../../domain/notifications/notification-schedule';
import { isQuiet, minutesOf } from '../../../domain/reminders/clock-minutes';
import type { WeeklyReview } from '../../../domain/weekly-review/weekly-review';
import { insideServiceWindow } from '../../../domain/whatsapp/reminders';
import { text } from '../../../domain/whatsapp/replies';
import { WhatsappRejected } from '../../adapters/whatsapp/whatsapp-graph';
import { pushSubscriptions, users, whatsappLinks } from '../../db/schema';
import { pushToPerson } from '../push/send-push';
import { claimReminder, type Claim } from '../reminders/claim-reminder';
import type { ReminderDeps } from '../reminders/reminder-deps';
import { reminderEmail } from '../reminders/reminder-email';
import { loadReminderSettings } from '../reminders/reminder-settings-repository';
import { pushDelivery, sendClaimed, type Delivery } from '../reminders/send-claimed';
import { weeklyReviewFor } from './weekly-review-for';
import { weekRange, weeklyReviewLines, weeklyReviewWhatsapp } from '../../../domain/weekly-review/weekly-review-lines';
import { sendOutgoing } from '../whatsapp/process-inbox';

export const WEEKLY_REVIEW_PATH = '/dashboard/semana';

/**
 * Monday's "Sua semana" by push, e-mail and WhatsApp (decisions 0049, 0056), outside quiet hours, for people who had the account
 * for most of the week (as the bell's summary, decision 0015). Claimed per channel under `weekly:<Monday>`, so it
 * goes once; not counted in the daily cap of reminders.
 */
export async function sendWeeklyReview(deps: ReminderDeps, userId: string, now: Date): Promise<number> {
  const today = localDate(now);
  const settings = await loadReminderSettings(deps.db, userId);
  if (isQuiet(minutesOf(localTime(now)), settings.quietFrom, settings.quietTo)) return 0;
  const week = previousWeek(today);
  const [user] = await deps.db
    .select({ email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || localDate(user.createdAt) > addDays(week.end, -(SUMMARY_MIN_DAYS_IN_WEEK - 1))) return 0;
  const [devices] = await deps.db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const [link] = deps.whatsapp
    ? await deps.db
        .select({ phone: whatsappLinks.phone, lastInboundAt: whatsappLinks.lastInboundAt })
        .from(whatsappLinks)
        .where(eq(whatsappLinks.userId, userId))
    : [];
  let review: WeeklyReview | null = null;
  let sent = 0;
  for (const channel of ['push', 'email', 'whatsapp'] as const) {
    if (!settings.channels.weekly[channel]) continue;
    if (channel === 'push' && (!deps.push || Number(devices?.n ?? 0) === 0)) continue;
    // Free text only inside WhatsApp's 24-hour window (no template for the review): unclaimed, so if the person
    // writes later that Monday, the next run sends it.
    if (channel === 'whatsapp' && (!link || !insideServiceWindow(link.lastInboundAt, now))) continue;
    const wanted: Claim = { userId, key: `weekly:${week.start}`, channel, localDate: today };
    const claim = await claimReminder(deps.db, wanted, now, null);
    if (!claim) continue;
    const delivered = await sendClaimed(deps, claim, async () => {
      review ??= await weeklyReviewFor(deps, userId, week, today);
      if (channel === 'push') return pushReview(deps, claim, review);
      if (channel === 'email') return emailReview(deps, claim, review, user.email);
      return whatsappReview(deps, link!.phone, review);
    });
    if (delivered) sent += 1;
  }
  return sent;
}

async function pushReview(deps: ReminderDeps, claim: Claim, review: WeeklyReview): Promise<Delivery> {
  const result = await pushToPerson(deps, claim.userId, {
    title: 'Sua semana',
    body: `${review.daysLogged} de ${review.days} dias registrados. ${review.suggestion}`,
    url: WEEKLY_REVIEW_PATH,
    tag: 'weekly',
  });
  return pushDelivery(result);
}

async function emailReview(deps: ReminderDeps, claim: Claim, review: WeeklyReview, to: string): Promise<Delivery> {
  await deps.email.send(
    reminderEmail(
      to,
      {
        subject: `Sua semana no Nutri (${weekRange(review)})`,
        paragraphs: [`Seu resumo de ${weekRange(review)}:`],
        list: weeklyReviewLines(review),
        afterList: [`Sugestão para esta semana: ${review.suggestion}`],
        action: { label: 'Ver sua semana', path: WEEKLY_REVIEW_PATH },
      },
      { key: deps.unsubscribeKey, userId: claim.userId, kind: 'weekly', appUrl: deps.appUrl },
    ),
  );
  return 'sent';
}

async function whatsappReview(deps: ReminderDeps, phone: string, review: WeeklyReview): Promise<Delivery> {
  try {
    await sendOutgoing(deps.whatsapp!.graph, deps.whatsapp!.settings, phone, text(weeklyReviewWhatsapp(review)));
    return 'sent';
  } catch (error) {
    // Meta refused this message (not a network failure): trying again would be refused again.
    if (error instanceof WhatsappRejected) return 'dropped';
    throw error;
  }
}
