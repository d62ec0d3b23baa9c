import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta signs every webhook POST with the app secret: X-Hub-Signature-256 is
 * "sha256=" + the hex HMAC-SHA256 of the raw body, byte for byte as sent
 * (https://developers.facebook.com/docs/graph-api/webhooks/getting-started#validate-payloads).
 * Compared in constant time; anything malformed is simply not valid.
 */
export function validWebhookSignature(appSecret: string, rawBody: Uint8Array, header: string | undefined): boolean {
  if (!header) return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(match[1], 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The header a sender computes (tests, and the fake Graph API when it plays Meta). */
export function webhookSignature(appSecret: string, rawBody: Uint8Array | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}
