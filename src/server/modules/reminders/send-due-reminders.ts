import { count, eq, sql } from 'drizzle-orm';
import type { ReminderChannel } from '../../../contracts/reminders';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { dueReminders, type DueReminder } from '../../../domain/reminders/due-reminders';
import { pushSubscriptions, users } from '../../db/schema';
import { pushToPerson } from '../push/send-push';
import { claimReminder, type Claim } from './claim-reminder';
import { gatherReminderFacts } from './gather-reminder-facts';
import { reminderEmail } from './reminder-email';
import type { ReminderDeps } from './reminder-deps';
import { pushDelivery, sendClaimed, type Delivery } from './send-claimed';

const PAGE = 200;

/**
 * People who could get a reminder now: a push device, or an e-mail switch on (the weekly review's is on
 * by default, so on Mondays everyone is looked at until their review is done: a claim a dead server left is taken
 * over after its lease), or on Mondays a linked WhatsApp. Keyset pages by id, so a long list never loads at once.
 */
export async function candidates(deps: ReminderDeps, after: string, now: Date): Promise<string[]> {
  const monday = isMonday(now);
  const today = localDate(now);
  const rows = await deps.db.execute<{ id: string }>(sql`
    select u.id from users u left join reminder_settings r on r.user_id = u.id
    where u.id > ${after} and (
      exists (select 1 from push_subscriptions p where p.user_id = u.id)
      or coalesce((r.channels->'meal'->>'email')::boolean, false)
      or coalesce((r.channels->'water'->>'email')::boolean, false)
      or (${monday} and coalesce((r.channels->'weekly'->>'email')::boolean, true)
          and not exists (select 1 from reminder_sends s where s.user_id = u.id and s.key like 'weekly:%'
                          and s.local_date = ${today} and s.done_at is not null))
      or (${monday} and exists (select 1 from whatsapp_links w where w.user_id = u.id))
    )
    order by u.id limit ${PAGE}`);
  return rows.rows.map((row) => row.id);
}

/** Meal and water reminders due now for one person, each claimed per channel before it goes. */
export async function remindPerson(deps: ReminderDeps, userId: string, now: Date): Promise<number> {
  const facts = await gatherReminderFacts(deps.db, userId, now);
  const due = dueReminders(facts);
  if (due.length === 0) return 0;
  const [devices] = await deps.db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const hasPush = Boolean(deps.push) && Number(devices?.n ?? 0) > 0;
  let sent = 0;
  for (const reminder of due) {
    const channels = facts.settings.channels[reminder.kind];
    for (const channel of ['push', 'email'] as const) {
      if (!channels[channel] || (channel === 'push' && !hasPush)) continue;
      const wanted: Claim = { userId, key: reminder.key, channel, localDate: facts.date };
      const claim = await claimReminder(deps.db, wanted, now, facts.settings.dailyCap);
      if (!claim) continue;
      if (await sendClaimed(deps, claim, () => deliver(deps, claim, reminder, channel))) sent += 1;
    }
  }
  return sent;
}

/** Sends one claimed reminder on its channel (sendClaimed gives the claim back when it should be retried). */
async function deliver(
  deps: ReminderDeps,
  claim: Claim,
  reminder: DueReminder,
  channel: ReminderChannel,
): Promise<Delivery> {
  if (channel === 'push') {
    const { title, body, url, tag } = reminder;
    return pushDelivery(await pushToPerson(deps, claim.userId, { title, body, url, tag }));
  }
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, claim.userId));
  if (!user) return 'dropped';
  await deps.email.send(
    reminderEmail(
      user.email,
      {
        subject: reminder.title,
        paragraphs: [reminder.body],
        action: { label: 'Abrir o Nutri', path: reminder.url },
      },
      { key: deps.unsubscribeKey, userId: claim.userId, kind: reminder.kind, appUrl: deps.appUrl },
    ),
  );
  return 'sent';
}

export function isMonday(now: Date): boolean {
  return new Date(`${localDate(now)}T12:00:00Z`).getUTCDay() === 1;
}
