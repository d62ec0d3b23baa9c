import { describe, expect, it } from 'vitest';
import { inboundMessages, whatsappWebhookSchema } from './whatsapp';

const delivery = (messages: unknown[], phoneNumberId = '111') =>
  whatsappWebhookSchema.parse({
    object: 'whatsapp_business_account',
    entry: [
      { id: '1', changes: [{ field: 'messages', value: { metadata: { phone_number_id: phoneNumberId }, messages } }] },
    ],
  });

describe('mensagens de uma entrega do webhook', () => {
  it('lê texto, foto com legenda, botão de resposta e botão de modelo; o resto vira "other"', () => {
    const from = '5511987654321';
    const found = inboundMessages(
      delivery([
        { from, id: 'w1', type: 'text', text: { body: 'hoje' } },
        { from, id: 'w2', type: 'image', image: { id: '42', caption: 'arroz' } },
        {
          from,
          id: 'w3',
          type: 'interactive',
          interactive: { type: 'button_reply', button_reply: { id: 'fix', title: 'x' } },
        },
        { from, id: 'w4', type: 'button', button: { payload: 'PARAR', text: 'Parar' } },
        { from, id: 'w5', type: 'sticker', sticker: { id: '9' } },
      ]),
      '111',
    );
    expect(found.map((m) => [m.id, m.kind, m.text, m.mediaId, m.buttonId])).toEqual([
      ['w1', 'text', 'hoje', null, null],
      ['w2', 'image', 'arroz', '42', null],
      ['w3', 'button', null, null, 'fix'],
      ['w4', 'text', 'PARAR', null, null],
      ['w5', 'other', null, null, null],
    ]);
  });

  it('ignora mensagens para outro número, remetentes que não são números e formatos estranhos', () => {
    expect(
      inboundMessages(
        delivery([{ from: '5511987654321', id: 'w1', type: 'text', text: { body: 'oi' } }], '222'),
        '111',
      ),
    ).toEqual([]);
    expect(
      inboundMessages(
        delivery([
          { from: '+55 11 98765-4321', id: 'w1', type: 'text', text: { body: 'oi' } },
          { from: '5511987654321', type: 'text' },
          'not an object',
        ]),
        '111',
      ),
    ).toEqual([]);
  });
});
