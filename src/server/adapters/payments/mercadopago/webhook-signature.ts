import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidWebhookSignature, type WebhookNotice, type WebhookRequest } from '../payment-provider';

/**
 * Mercado Pago's webhook signature ("Validar origem da notificação",
 * mercadopago.com.br/developers/pt/docs/your-integrations/notifications/webhooks):
 * header `x-signature: ts=<ts>,v1=<hex>`; v1 = HMAC-SHA256(secret, manifest) in hex, with
 * manifest `id:<data.id from the query, lower-cased>;request-id:<x-request-id>;ts:<ts>;`
 * (a part whose value is missing is left out).
 */
export function signatureManifest(dataId: string | null, requestId: string | null, ts: string): string {
  return [dataId ? `id:${dataId.toLowerCase()};` : '', requestId ? `request-id:${requestId};` : '', `ts:${ts};`].join(
    '',
  );
}

export function signManifest(secret: string, manifest: string): string {
  return createHmac('sha256', secret).update(manifest).digest('hex');
}

export function verifyMercadoPagoWebhook(secret: string, request: WebhookRequest): WebhookNotice {
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
  return { deliveryId: requestId, topic, resourceId: dataId };
}
