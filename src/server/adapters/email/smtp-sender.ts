import type { Transporter } from 'nodemailer';
import type { EmailSender } from './email-sender';

/**
 * Real delivery through any SMTP server (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465).
 * nodemailer is loaded with the first e-mail, not at start-up (decision 0023: cold start).
 */
export function smtpSender(smtpUrl: string, from: string): EmailSender {
  let transport: Promise<Transporter> | undefined;
  return {
    async send({ to, subject, text, html, headers }) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (
        await transport
      ).sendMail({ from, to, subject, text, ...(html ? { html } : {}), ...(headers ? { headers } : {}) });
    },
  };
}
