import { z } from 'zod';
import { isWhatsappId } from '../domain/whatsapp/read-message';

/**
 * The WhatsApp channel's contracts (decision 0032): what Settings shows and
 * sends, and the parts of Meta's webhook payload Nutri reads
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components).
 */

/** GET /api/whatsapp: whether the channel is on, and this person's link. */
export const whatsappStatusSchema = z.object({
  enabled: z.boolean(),
  /** The Nutri number to send the code to ("+55 11 99999-0000"), when the operator set it. */
  businessNumber: z.string().nullable(),
  /** wa.me link that opens a chat with that number, with the text filled in by the web. */
  chatUrl: z.string().nullable(),
  link: z
    .object({
      phone: z.string(),
      linkedAt: z.string(),
      reminders: z.boolean(),
    })
    .nullable(),
});
export type WhatsappStatus = z.infer<typeof whatsappStatusSchema>;

/** POST /api/whatsapp/link-code: the one-time code, shown once. */
export const whatsappLinkCodeSchema = z.object({ code: z.string(), expiresAt: z.string() });
export type WhatsappLinkCode = z.infer<typeof whatsappLinkCodeSchema>;

/** PUT /api/whatsapp/reminders */
export const whatsappRemindersSchema = z.object({
  reminders: z.boolean({ error: 'Informe se quer receber lembretes (verdadeiro ou falso)' }),
});

export const whatsappMessages = {
  off: 'O WhatsApp ainda não está disponível no Nutri.',
  notLinked: 'Nenhum WhatsApp conectado a esta conta.',
  badSignature: 'Assinatura do webhook inválida.',
  badVerifyToken: 'Token de verificação inválido.',
  notJson: 'O corpo do webhook não é um JSON válido.',
};

// ── Meta's webhook (only the fields Nutri reads; everything else passes through unread) ──

const inboundMessageSchema = z.object({
  from: z.string(),
  id: z.string().min(1).max(256),
  timestamp: z.string().optional(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  image: z.object({ id: z.string(), mime_type: z.string().optional(), caption: z.string().optional() }).optional(),
  interactive: z
    .object({
      type: z.string(),
      button_reply: z.object({ id: z.string(), title: z.string() }).optional(),
    })
    .optional(),
  /** A quick-reply button of a template message. */
  button: z.object({ payload: z.string().optional(), text: z.string() }).optional(),
});

export const whatsappWebhookSchema = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string(),
              value: z
                .object({
                  metadata: z.object({ phone_number_id: z.string() }).partial().optional(),
                  messages: z.array(z.unknown()).optional(),
                })
                .optional(),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

/** One received message as the queue keeps it: the kind and just what the job needs. */
export const inboundSchema = z.object({
  id: z.string(),
  from: z.string(),
  kind: z.enum(['text', 'image', 'button', 'other']),
  text: z.string().nullable(),
  mediaId: z.string().nullable(),
  buttonId: z.string().nullable(),
});
export type Inbound = z.infer<typeof inboundSchema>;

/** Messages of a verified delivery; a message of an unexpected shape is skipped, not fatal (Meta adds types). */
export function inboundMessages(payload: z.infer<typeof whatsappWebhookSchema>, phoneNumberId: string): Inbound[] {
  const found: Inbound[] = [];
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages' || !change.value) continue;
      const to = change.value.metadata?.phone_number_id;
      if (to !== undefined && to !== phoneNumberId) continue;
      for (const raw of change.value.messages ?? []) {
        const parsed = inboundMessageSchema.safeParse(raw);
        // A sender that is not a WhatsApp id (digits, E.164) is nobody we can answer.
        if (!parsed.success || !isWhatsappId(parsed.data.from)) continue;
        const m = parsed.data;
        const base = { id: m.id, from: m.from, text: null, mediaId: null, buttonId: null };
        if (m.type === 'text' && m.text) found.push({ ...base, kind: 'text', text: m.text.body.slice(0, 4096) });
        else if (m.type === 'image' && m.image)
          found.push({ ...base, kind: 'image', mediaId: m.image.id, text: m.image.caption?.slice(0, 1024) ?? null });
        else if (m.type === 'interactive' && m.interactive?.button_reply)
          found.push({ ...base, kind: 'button', buttonId: m.interactive.button_reply.id.slice(0, 256) });
        else if (m.type === 'button' && m.button)
          found.push({ ...base, kind: 'text', text: (m.button.payload ?? m.button.text).slice(0, 4096) });
        else found.push({ ...base, kind: 'other' });
      }
    }
  }
  return found;
}
