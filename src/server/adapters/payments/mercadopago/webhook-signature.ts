import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidWebhookSignature, type WebhookNotice, type WebhookRequest } from '../payment-provider';

/**
 * Mercado Pago's webhook signature ("Validar origem da notificação",
 * mercadopago.com.br/developers/pt/docs/your-integrations/notifications/webhooks):
 * header `x-signature: ts=<ts>,v1=<hex>`; v1 = HMAC-SHA256(secret, manifest) in hex, with
 * manifest `id:<data.id from the query, lower-cased>;request-id:<x-request-id>;ts:<ts>;`
 * (a part whose value is missing is left out).
 *
 * The signature alone never expires, so a captured delivery could be replayed
 * forever: `ts` must be within FRESHNESS_MS of our clock. The documentation's
 * example is in seconds while its text once said milliseconds (and Mercado
 * Pago's own SDKs disagreed, sdk-nodejs#458), so both are read: a value of
 * 10^11 or more is milliseconds (10^11 s is the year 5138, 10^11 ms 1973).
 */
export const FRESHNESS_MS = 5 * 60_000;
export function signatureManifest(dataId: string | null, requestId: string | null, ts: string): string {
  return [dataId ? `id:${dataId.toLowerCase()};` : '', requestId ? `request-id:${requestId};` : '', `ts:${ts};`].join(
    '',
  );
}

export function signManifest(secret: string, manifest: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

export function verifyMercadoPagoWebhook(secret: string, request: WebhookRequest, now: Date): WebhookNotice {
  const header = request.headers.get('x-signature') ?? '';
  const requestId = request.headers.get('x-request-id');
  const dataId = request.url.searchParams.get('data.id') ?? request.url.searchParams.get('id');
  const topic = request.url.searchParams.get('type') ?? request.url.searchParams.get('topic');
  const parts = new Map(
    header.split(',').map((part) => {
      const [key, ...value] = part.split('=');
      return [key?.trim() ?? '', value.join('=').trim()] as const;
    }),
  );
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !v1 || !dataId || !topic || !requestId || !/^[0-9a-f]{64}$/i.test(v1)) {
    throw new InvalidWebhookSignature();
  }
  const expected = Buffer.from(signManifest(secret, signatureManifest(dataId, requestId, ts)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) throw new InvalidWebhookSignature();
  const sentAtMs = signedInstantMs(ts);
  if (sentAtMs === null || Math.abs(now.getTime() - sentAtMs) > FRESHNESS_MS) throw new InvalidWebhookSignature();
  return { deliveryId: requestId, topic, resourceId: dataId };
}

function signedInstantMs(ts: string): number | null {
  if (!/^\d{1,16}$/.test(ts)) return null;
  const value = Number(ts);
  return value >= 1e11 ? value : value * 1000;
}
