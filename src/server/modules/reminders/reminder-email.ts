import type { ReminderKind } from '../../../contracts/reminders';
import type { OutgoingEmail } from '../../adapters/email/email-sender';
import { unsubscribeToken } from './unsubscribe-token';

export const UNSUBSCRIBE_PATH = '/api/reminders/unsubscribe';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const KIND_NAMES: Record<ReminderKind, string> = {
  meal: 'lembretes de refeição',
  water: 'lembretes de água',
  weekly: 'o resumo "Sua semana"',
  billing: 'avisos da assinatura',
};

export interface EmailContent {
  subject: string;
  /** Paragraphs of plain text; the HTML part shows the same words. */
  paragraphs: string[];
  /** Lines shown as a list (the weekly figures). */
  list?: string[];
  /** Paragraphs after the list (the week's suggestion). */
  afterList?: string[];
  action: { label: string; path: string };
}

/**
 * A reminder or review e-mail in pt-BR, as text and HTML, with the one-click unsubscribe of RFC 8058:
 * `List-Unsubscribe: <https URL>` and `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, the URL accepting
 * that POST without a session (the signed token is the authority), and the same link in the body.
 */
export function reminderEmail(
  to: string,
  content: EmailContent,
  unsubscribe: { key: Buffer; userId: string; kind: ReminderKind; appUrl: URL },
): OutgoingEmail {
  const unsubscribeUrl = new URL(UNSUBSCRIBE_PATH, unsubscribe.appUrl);
  unsubscribeUrl.searchParams.set('t', unsubscribeToken(unsubscribe.key, unsubscribe.userId, unsubscribe.kind));
  const actionUrl = new URL(content.action.path, unsubscribe.appUrl).toString();
  const stop = `Não quer mais receber ${KIND_NAMES[unsubscribe.kind]} por e-mail? Cancele com um clique: ${unsubscribeUrl}`;
  const text = [
    ...content.paragraphs,
    ...(content.list?.length ? [content.list.map((line) => `• ${line}`).join('\n')] : []),
    ...(content.afterList ?? []),
    `${content.action.label}: ${actionUrl}`,
    '—',
    stop,
  ].join('\n\n');
  const html = [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">',
    `<title>${escape(content.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5;max-width:560px;margin:0 auto;padding:16px">',
    ...content.paragraphs.map((p) => `<p>${escape(p)}</p>`),
    content.list?.length ? `<ul>${content.list.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>` : '',
    ...(content.afterList ?? []).map((p) => `<p>${escape(p)}</p>`),
    `<p><a href="${escape(actionUrl)}" style="display:inline-block;background:#047857;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escape(content.action.label)}</a></p>`,
    '<hr style="border:none;border-top:1px solid #e2e8f0">',
    `<p style="font-size:13px;color:#475569">Não quer mais receber ${escape(KIND_NAMES[unsubscribe.kind])} por e-mail? <a href="${escape(unsubscribeUrl.toString())}">Cancelar com um clique</a>.</p>`,
    '</body></html>',
  ].join('');
  return {
    to,
    subject: content.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
