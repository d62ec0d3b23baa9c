import { describe, expect, it } from 'vitest';
import { InvalidWebhookSignature } from '../payment-provider';
import { signManifest, signatureManifest, verifyMercadoPagoWebhook } from './webhook-signature';

const SECRET = 'segredo-de-teste';
/** The instant of the documented example's ts (1704908010 s). */
const SENT = new Date(1704908010 * 1000);
const MINUTE = 60_000;

function request(dataId: string, requestId: string, ts: string, v1: string, type = 'subscription_preapproval') {
  return {
    url: new URL(`https://nutri.example/api/billing/webhooks/mercadopago?data.id=${dataId}&type=${type}`),
    headers: new Headers({ 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId }),
  };
}

describe('assinatura dos webhooks do Mercado Pago', () => {
  it('monta o manifesto documentado, com data.id em minúsculas e sem as partes ausentes', () => {
    expect(signatureManifest('ABC123', 'req-1', '1704908010')).toBe('id:abc123;request-id:req-1;ts:1704908010;');
    expect(signatureManifest(null, 'req-1', '1')).toBe('request-id:req-1;ts:1;');
  });

  it('aceita a assinatura certa e devolve a entrega', () => {
    const v1 = signManifest(SECRET, signatureManifest('7000000001', 'req-9', '1704908010'));
    expect(verifyMercadoPagoWebhook(SECRET, request('7000000001', 'req-9', '1704908010', v1), SENT)).toEqual({
      deliveryId: 'req-9',
      topic: 'subscription_preapproval',
      resourceId: '7000000001',
    });
  });

  it('recusa segredo errado, recurso trocado, request-id trocado, ts trocado e cabeçalho malformado', () => {
    const v1 = signManifest(SECRET, signatureManifest('7000000001', 'req-9', '1704908010'));
    const refuse = (r: ReturnType<typeof request>) =>
      expect(() => verifyMercadoPagoWebhook(SECRET, r, SENT)).toThrow(InvalidWebhookSignature);
    expect(() => verifyMercadoPagoWebhook('outro', request('7000000001', 'req-9', '1704908010', v1), SENT)).toThrow(
      InvalidWebhookSignature,
    );
    refuse(request('7000000002', 'req-9', '1704908010', v1));
    refuse(request('7000000001', 'req-8', '1704908010', v1));
    refuse(request('7000000001', 'req-9', '1704908011', v1));
    refuse(request('7000000001', 'req-9', '1704908010', 'nao-hex'));
  });

  it('recusa uma entrega bem assinada mas velha (ou do futuro) além de 5 minutos: nada de replay', () => {
    const signed = (ts: string) =>
      request('7000000001', 'req-9', ts, signManifest(SECRET, signatureManifest('7000000001', 'req-9', ts)));
    const at = (ms: number) => new Date(SENT.getTime() + ms);
    const delivery = signed('1704908010');
    expect(() => verifyMercadoPagoWebhook(SECRET, delivery, at(400 * 24 * 60 * MINUTE))).toThrow(
      InvalidWebhookSignature,
    );
    expect(() => verifyMercadoPagoWebhook(SECRET, delivery, at(5 * MINUTE + 1000))).toThrow(InvalidWebhookSignature);
    expect(() => verifyMercadoPagoWebhook(SECRET, delivery, at(-5 * MINUTE - 1000))).toThrow(InvalidWebhookSignature);
    expect(verifyMercadoPagoWebhook(SECRET, delivery, at(4 * MINUTE)).deliveryId).toBe('req-9');
    expect(verifyMercadoPagoWebhook(SECRET, delivery, at(-4 * MINUTE)).deliveryId).toBe('req-9');
  });

  it('aceita ts em segundos (o exemplo da documentação) e em milissegundos', () => {
    const inMs = String(SENT.getTime());
    const delivery = request(
      '7000000001',
      'req-9',
      inMs,
      signManifest(SECRET, signatureManifest('7000000001', 'req-9', inMs)),
    );
    expect(verifyMercadoPagoWebhook(SECRET, delivery, new Date(SENT.getTime() + MINUTE)).deliveryId).toBe('req-9');
    expect(() => verifyMercadoPagoWebhook(SECRET, delivery, new Date(SENT.getTime() + 10 * MINUTE))).toThrow(
      InvalidWebhookSignature,
    );
  });
});
