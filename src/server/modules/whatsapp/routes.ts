import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import {
  inboundMessages,
  whatsappMessages as texts,
  whatsappRemindersSchema,
  whatsappWebhookSchema,
  type WhatsappLinkCode,
  type WhatsappStatus,
} from '../../../contracts/whatsapp';
import { formatPhone } from '../../../domain/whatsapp/read-message';
import { validWebhookSignature } from '../../adapters/whatsapp/webhook-signature';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import { enqueue } from './inbox';
import { createLinkCode, findLink, setReminders, unlink } from './link-repository';
import type { WhatsappDeps } from './whatsapp-deps';

/** Mounted at /api/whatsapp; the webhook URL to give Meta is $APP_URL/api/whatsapp/webhook. */
export const WHATSAPP_WEBHOOK_PATH = '/api/whatsapp/webhook';
/** Meta's deliveries are a few KB; this leaves room for a batch of them. */
export const WHATSAPP_WEBHOOK_BODY_LIMIT = 512 * 1024;

const off = () => new AppError(404, 'whatsapp_off', texts.off);

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * The webhook Meta calls (no session, no Origin: exempt from the same-origin
 * check, still size-limited) and the Settings → WhatsApp endpoints of the
 * signed-in person. `kick` starts the job at once after a delivery is stored.
 */
export function whatsappRoutes(deps: WhatsappDeps, kick: () => void) {
  return (
    new Hono<AppEnv>()
      // The verification handshake (https://developers.facebook.com/docs/graph-api/webhooks/getting-started).
      .get('/webhook', (c) => {
        const channel = deps.whatsapp;
        if (!channel) throw off();
        const mode = c.req.query('hub.mode');
        const token = c.req.query('hub.verify_token') ?? '';
        const challenge = c.req.query('hub.challenge') ?? '';
        if (mode !== 'subscribe' || !sameSecret(token, channel.settings.verifyToken)) {
          throw new AppError(403, 'invalid_verify_token', texts.badVerifyToken);
        }
        if (!/^[\w.-]{1,256}$/.test(challenge)) {
          throw new AppError(400, 'validation_failed', 'hub.challenge ausente ou inválido.');
        }
        return c.text(challenge);
      })
      .post('/webhook', async (c) => {
        const channel = deps.whatsapp;
        if (!channel) throw off();
        const raw = new Uint8Array(await c.req.arrayBuffer());
        if (!validWebhookSignature(channel.settings.appSecret, raw, c.req.header('x-hub-signature-256'))) {
          throw new AppError(401, 'invalid_signature', texts.badSignature);
        }
        let body: unknown;
        try {
          body = JSON.parse(new TextDecoder().decode(raw));
        } catch {
          throw new AppError(400, 'invalid_json', texts.notJson);
        }
        const payload = whatsappWebhookSchema.safeParse(body);
        // A signed payload of another shape (a field Nutri does not subscribe to) is acknowledged and left alone.
        if (!payload.success) return c.json({ received: 0 });
        const messages = inboundMessages(payload.data, channel.settings.phoneNumberId);
        const received = await enqueue(deps.db, messages, deps.clock());
        if (received > 0) kick();
        return c.json({ received });
      })
      .get('/', async (c) => {
        const { user } = requireSession(c);
        return c.json(await statusOf(deps, user.id));
      })
      .post('/link-code', async (c) => {
        const { user } = requireSession(c);
        if (!deps.whatsapp) throw new AppError(503, 'whatsapp_off', texts.off);
        const { code, expiresAt } = await createLinkCode(deps.db, user.id, deps.clock());
        const body: WhatsappLinkCode = { code, expiresAt: expiresAt.toISOString() };
        return c.json(body, 201);
      })
      .delete('/link', async (c) => {
        const { user } = requireSession(c);
        // Unlinking always works, even with the channel off: the number is the person's data.
        await unlink(deps.db, user.id);
        return c.json(await statusOf(deps, user.id));
      })
      .put('/reminders', async (c) => {
        const { user } = requireSession(c);
        const { reminders } = await readJson(c, whatsappRemindersSchema);
        if (!(await setReminders(deps.db, user.id, reminders))) {
          throw new AppError(404, 'whatsapp_not_linked', texts.notLinked);
        }
        return c.json(await statusOf(deps, user.id));
      })
  );
}

async function statusOf(deps: WhatsappDeps, userId: string): Promise<WhatsappStatus> {
  const link = await findLink(deps.db, userId);
  const number = deps.whatsapp?.settings.businessNumber ?? null;
  const digits = number?.replace(/\D/g, '') ?? null;
  return {
    enabled: deps.whatsapp !== null,
    businessNumber: digits ? formatPhone(digits) : null,
    chatUrl: digits ? `https://wa.me/${digits}` : null,
    link: link
      ? { phone: formatPhone(link.phone), linkedAt: link.linkedAt.toISOString(), reminders: link.reminders }
      : null,
  };
}
