import { describe, expect, it } from 'vitest';
import { validWebhookSignature, webhookSignature } from './webhook-signature';

const body = new TextEncoder().encode('{"object":"whatsapp_business_account","entry":[]}');

describe('assinatura do webhook (X-Hub-Signature-256)', () => {
  it('aceita o HMAC-SHA256 do corpo cru com o segredo do app', () => {
    const header = webhookSignature('segredo', body);
    expect(header).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(validWebhookSignature('segredo', body, header)).toBe(true);
    expect(validWebhookSignature('segredo', body, header.toUpperCase().replace('SHA256=', 'sha256='))).toBe(true);
  });

  it('recusa outro segredo, outro corpo (um espaço a mais), cabeçalho ausente ou malformado', () => {
    const header = webhookSignature('segredo', body);
    expect(validWebhookSignature('outro', body, header)).toBe(false);
    expect(
      validWebhookSignature(
        'segredo',
        new TextEncoder().encode(' {"object":"whatsapp_business_account","entry":[]}'),
        header,
      ),
    ).toBe(false);
    expect(validWebhookSignature('segredo', body, undefined)).toBe(false);
    expect(validWebhookSignature('segredo', body, header.slice(0, -2))).toBe(false);
    expect(validWebhookSignature('segredo', body, `sha1=${header.slice(7)}`)).toBe(false);
  });
});
