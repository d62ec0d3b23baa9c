import nodemailer from 'nodemailer';
import type { EmailSender } from './email-sender';

/** Real delivery through any SMTP server (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpSender(smtpUrl: string, from: string): EmailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
