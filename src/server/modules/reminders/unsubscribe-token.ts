import { createHmac, timingSafeEqual } from 'node:crypto';
import { REMINDER_KINDS, type ReminderKind } from '../../../contracts/reminders';

/**
 * The one-click unsubscribe link of reminder e-mails (RFC 8058): `<user id>.<kind>.<HMAC>`, signed with a key
 * derived from SESSION_SECRET, so it needs no table and cannot be forged for another person or kind. It only
 * turns an e-mail off, so it does not expire (a link in an old e-mail must still work).
 */
export function unsubscribeKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('nutri:email-unsubscribe:v1').digest();
}

const mac = (key: Buffer, userId: string, kind: ReminderKind) =>
  createHmac('sha256', key).update(`${userId}.${kind}`).digest('base64url');

export function unsubscribeToken(key: Buffer, userId: string, kind: ReminderKind): string {
  return `${userId}.${kind}.${mac(key, userId, kind)}`;
}

export function readUnsubscribeToken(key: Buffer, token: string): { userId: string; kind: ReminderKind } | null {
  const [userId, kind, signature, ...rest] = token.split('.');
  if (rest.length || !userId || !signature || !(REMINDER_KINDS as readonly string[]).includes(kind ?? '')) return null;
  if (!/^[0-9a-f-]{36}$/.test(userId)) return null;
  const expected = Buffer.from(mac(key, userId, kind as ReminderKind));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return { userId, kind: kind as ReminderKind };
}
