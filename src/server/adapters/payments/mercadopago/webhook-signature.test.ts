import { describe, expect, it } from 'vitest';
import { InvalidWebhookSignature } from '../payment-provider';
import { signManifest, signatureManifest, verifyMercadoPagoWebhook } from './webhook-signature';

const SECRET = 'segredo-de-teste';

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
    expect(verifyMercadoPagoWebhook(SECRET, request('7000000001', 'req-9', '1704908010', v1))).toEqual({
      deliveryId: 'req-9',
      topic: 'subscription_preapproval',
      resourceId: '7000000001',
    });
  });

  it('recusa segredo errado, recurso trocado, request-id trocado, ts trocado e cabeçalho malformado', () => {
    const v1 = signManifest(SECRET, signatureManifest('7000000001', 'req-9', '1704908010'));
    const refuse = (r: ReturnType<typeof request>) =>
      expect(() => verifyMercadoPagoWebhook(SECRET, r)).toThrow(InvalidWebhookSignature);
    expect(() => verifyMercadoPagoWebhook('outro', request('7000000001', 'req-9', '1704908010', v1))).toThrow(
      InvalidWebhookSignature,
    );
    refuse(request('7000000002', 'req-9', '1704908010', v1));
    refuse(request('7000000001', 'req-8', '1704908010', v1));
    refuse(request('7000000001', 'req-9', '1704908011', v1));
    refuse(request('7000000001', 'req-9', '1704908010', 'nao-hex'));
  });
});
