import type { Database } from '../../db/client';
import { outboxEmails } from '../../db/schema';
import type { EmailSender } from './email-sender';

/**
 * Without SMTP, e-mails land in the database and can be read at /dev/outbox
 * (outside production): development and tests need no mail server.
 */
export function outboxSender(db: Database): EmailSender {
  return {
    async send({ to, subject, text, html, headers }) {
      await db.insert(outboxEmails).values({ to, subject, text, html: html ?? null, headers: headers ?? null });
    },
  };
}
