import { and, eq, sql } from 'drizzle-orm';
import { inboundSchema } from '../../../contracts/whatsapp';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { insideServiceWindow, reminderSlotNow } from '../../../domain/whatsapp/reminders';
import { reminderTemplate, reminderText, type Outgoing } from '../../../domain/whatsapp/replies';
import { WhatsappRejected, type WhatsappGraph } from '../../adapters/whatsapp/whatsapp-graph';
import type { WhatsappSettings } from '../../config-whatsapp';
import { whatsappLinks } from '../../db/schema';
import { createMessageHandler } from './handle-message';
import { claimDue, markDone, MAX_ATTEMPTS, retryLater, saveReply, type ClaimedRow } from './inbox';
import type { WhatsappDeps } from './whatsapp-deps';

const BATCH = 10;

export function sendOutgoing(graph: WhatsappGraph, settings: WhatsappSettings, to: string, message: Outgoing) {
  switch (message.kind) {
    case 'text':
      return graph.sendText(to, message.text);
    case 'buttons':
      return graph.sendButtons(to, message.text, message.buttons);
    case 'template':
      return graph.sendTemplate(to, message.name, settings.templateLanguage, message.params);
  }
}

/**
 * The WhatsApp job (decision 0032), run every WHATSAPP_JOB_INTERVAL_MS by each
 * app server and right after a delivery is stored. Rows are claimed with FOR
 * UPDATE SKIP LOCKED, so two servers never work the same message; the answer
 * is stored before it is sent and each sent message is recorded, so a retry
 * after Meta failed sends only what is missing.
 */
export function createInboxProcessor(deps: WhatsappDeps) {
  const handle = createMessageHandler(deps);

  async function work(row: ClaimedRow, now: Date): Promise<'done' | 'retry' | 'failed'> {
    const channel = deps.whatsapp;
    if (!channel) return 'retry';
    let stored = row.reply;
    const giveUp = row.attempts >= MAX_ATTEMPTS;
    if (!stored) {
      const parsed = inboundSchema.safeParse(row.message);
      if (!parsed.success) {
        await markDone(deps.db, row.message_id, now, 'failed');
        return 'failed';
      }
      try {
        stored = await handle(parsed.data, now);
      } catch (error) {
        deps.log.warn({ err: error, attempts: row.attempts }, 'whatsapp: message not handled, trying again later');
        if (giveUp) await markDone(deps.db, row.message_id, now, 'failed');
        else await retryLater(deps.db, row.message_id, row.attempts, now);
        return giveUp ? 'failed' : 'retry';
      }
      await saveReply(deps.db, row.message_id, stored);
    }
    for (let i = stored.sent; i < stored.messages.length; i++) {
      try {
        await sendOutgoing(channel.graph, channel.settings, stored.to, stored.messages[i]!);
      } catch (error) {
        if (error instanceof WhatsappRejected) {
          // Meta refused this one (a number that cannot receive, a bad parameter): sending it again would not help.
          deps.log.warn({ err: error }, 'whatsapp: message refused by the Graph API');
        } else {
          deps.log.warn({ err: error, attempts: row.attempts }, 'whatsapp: Graph API unavailable, trying again later');
          await saveReply(deps.db, row.message_id, stored);
          if (giveUp) await markDone(deps.db, row.message_id, now, 'failed');
          else await retryLater(deps.db, row.message_id, row.attempts, now);
          return giveUp ? 'failed' : 'retry';
        }
      }
      stored = { ...stored, sent: i + 1 };
      await saveReply(deps.db, row.message_id, stored);
    }
    await markDone(deps.db, row.message_id, now);
    return 'done';
  }

  /** Works every due message (this server's share of them); returns how each ended. */
  async function processDue(now: Date) {
    const counts = { done: 0, retry: 0, failed: 0 };
    if (!deps.whatsapp) return counts;
    for (;;) {
      const claimed = await claimDue(deps.db, now, BATCH);
      for (const row of claimed) {
        try {
          counts[await work(row, now)] += 1;
        } catch (error) {
          // The lease hands the row back in a few minutes; one failure must not stop the others.
          deps.log.error({ err: error }, 'whatsapp: message failed');
          counts.retry += 1;
        }
      }
      if (claimed.length < BATCH) break;
    }
    return counts;
  }

  /**
   * Opt-in reminders: "ainda não registrou o almoço?" to people who turned
   * them on and have not logged that meal. Each is claimed on its link row
   * (last_reminder), so with several servers it goes once; free text inside
   * the 24-hour window, the approved template outside it (WhatsApp's rule).
   */
  async function sendReminders(now: Date): Promise<number> {
    const channel = deps.whatsapp;
    const slot = reminderSlotNow(now);
    if (!channel || !slot) return 0;
    const today = localDate(now);
    const key = `${today}:${slot}`;
    const due = await deps.db.execute<{
      user_id: string;
      phone: string;
      last_inbound_at: Date | null;
      last_reminder: string | null;
    }>(sql`
      select l.user_id, l.phone, l.last_inbound_at, l.last_reminder from ${whatsappLinks} l
      where l.reminders and l.last_reminder is distinct from ${key}
        and not exists (
          select 1 from meals m where m.user_id = l.user_id and m.local_date = ${today} and m.slot = ${slot}
        )
      limit 200`);
    let sent = 0;
    for (const row of due.rows) {
      const [claimed] = await deps.db
        .update(whatsappLinks)
        .set({ lastReminder: key })
        .where(
          and(
            eq(whatsappLinks.userId, row.user_id),
            eq(whatsappLinks.reminders, true),
            sql`${whatsappLinks.lastReminder} is distinct from ${key}`,
          ),
        )
        .returning({ userId: whatsappLinks.userId });
      if (!claimed) continue;
      const lastInbound = row.last_inbound_at ? new Date(row.last_inbound_at) : null;
      const message = insideServiceWindow(lastInbound, now)
        ? reminderText(slot)
        : reminderTemplate(channel.settings.reminderTemplate, slot);
      try {
        await sendOutgoing(channel.graph, channel.settings, row.phone, message);
        sent += 1;
      } catch (error) {
        deps.log.warn({ err: error }, 'whatsapp: reminder not sent');
        if (!(error instanceof WhatsappRejected)) {
          // Unreachable: hand the claim back, so the next run tries again.
          await deps.db
            .update(whatsappLinks)
            .set({ lastReminder: row.last_reminder })
            .where(and(eq(whatsappLinks.userId, row.user_id), eq(whatsappLinks.lastReminder, key)));
        }
      }
    }
    return sent;
  }

  return { processDue, sendReminders };
}
