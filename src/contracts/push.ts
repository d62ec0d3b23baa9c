import { z } from 'zod';
import { safeLine } from './safe-text';

/**
 * Web Push (docs/decisions/0049-push-reminders-and-weekly-review.md): the browser's PushSubscription as
 * `subscription.toJSON()` gives it (https://www.w3.org/TR/push-api/#dom-pushsubscription-tojson) and the
 * person's devices.
 */
const base64url = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} da inscrição está faltando` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: `${what} da inscrição não está em base64url` })
    .min(min, { error: `${what} da inscrição é curta demais` })
    .max(max, { error: `${what} da inscrição é longa demais` });

export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: 'Informe o endereço (endpoint) da inscrição' })
    .max(2048, { error: 'O endereço da inscrição é longo demais' })
    .regex(/^[\x21-\x7e]+$/, { error: 'O endereço (endpoint) da inscrição não é uma URL válida' }),
  // Ignored: push services do not set it in practice, and the server removes dead subscriptions on 404/410.
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point: 65 bytes, 87 characters of base64url.
      p256dh: base64url('A chave p256dh', 80, 100),
      // 16 random bytes: 22 characters of base64url.
      auth: base64url('O segredo auth', 16, 32),
    },
    { error: 'Informe as chaves (keys) da inscrição' },
  ),
  // Shown in the device list: one line of visible text (no control characters, which PostgreSQL also refuses).
  deviceName: safeLine(
    z.string().trim().max(80, { error: 'O nome do aparelho pode ter até 80 caracteres' }),
    'O nome do aparelho',
  ).optional(),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

export const pushDeviceSchema = z.object({
  id: z.string(),
  deviceName: z.string().nullable(),
  createdAt: z.string(),
  lastSentAt: z.string().nullable(),
  /** The push service's host (fcm.googleapis.com, updates.push.services.mozilla.com, web.push.apple.com). */
  service: z.string(),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** GET /api/push/subscriptions */
export const pushDevicesSchema = z.object({ devices: z.array(pushDeviceSchema) });

/** What the service worker receives and shows (public/push-sw.js reads the same fields). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The screen a tap opens, a path of this app. */
  url: z.string().startsWith('/'),
  /** Same tag: a newer notification replaces the older one on the device. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

export const pushMessages = {
  badEndpoint: 'Este endereço de notificações não é aceito: ele precisa ser https num servidor público.',
  notConfigured: 'As notificações push não estão disponíveis neste servidor.',
  notFound: 'Aparelho não encontrado.',
} as const;

/** GET /api/push/public-key: the server's VAPID key, for PushManager.subscribe(). */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
/** POST /api/push/subscriptions: the device's row (DELETE /api/push/subscriptions/:id removes it). */
export const pushSubscribedSchema = z.object({ id: z.string() });
/** POST /api/push/test: how many devices got it, how many the push service said are gone (and were removed). */
export const pushTestResultSchema = z.object({ sent: z.number().int(), removed: z.number().int() });
