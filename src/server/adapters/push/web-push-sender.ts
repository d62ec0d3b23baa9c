import type WebPush from 'web-push';
import type { PushPayload } from '../../../contracts/push';
import { isAllowedPushEndpoint } from './push-endpoint';
import type { VapidKeys } from './vapid-keys';

/**
 * The only code that talks to push services (docs/decisions/0049-push-reminders-and-weekly-review.md).
 * `web-push` builds the request — the VAPID JWT (RFC 8292) and the aes128gcm payload encrypted for the
 * browser's keys (RFC 8291) — and `fetch` sends it, so the endpoint check runs right before the request,
 * redirects are not followed and a slow service is given up after 10 s. (web-push's own sender speaks only
 * https, which the loopback fake of the tests does not.)
 */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * `sent`: accepted (201); `gone`: the subscription expired or was revoked (404/410, RFC 8030 § 7.3), remove it;
 * `refused`: the endpoint is not allowed or the service rejected this message (other 4xx), do not retry;
 * `unavailable`: no answer, 429 or 5xx, try again later.
 */
export type PushOutcome = 'sent' | 'gone' | 'refused' | 'unavailable';

export interface PushSender {
  publicKey: string;
  allowLoopback: boolean;
  send(target: PushTarget, payload: PushPayload, options?: { ttlSeconds?: number }): Promise<PushOutcome>;
}

const TIMEOUT_MS = 10_000;

export function webPushSender(settings: { keys: VapidKeys; subject: string; allowLoopback: boolean }): PushSender {
  // Loaded with the first push, not at start-up (decision 0023: cold start).
  let library: Promise<typeof WebPush> | undefined;
  return {
    publicKey: settings.keys.publicKey,
    allowLoopback: settings.allowLoopback,
    async send(target, payload, options = {}) {
      if (!(await isAllowedPushEndpoint(target.endpoint, { allowLoopback: settings.allowLoopback }))) return 'refused';
      library ??= import('web-push').then((module) => (module as { default?: typeof WebPush }).default ?? module);
      const webpush = await library;
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject: settings.subject, ...settings.keys },
          contentEncoding: 'aes128gcm',
          // A reminder is useless hours later: the push service drops it if the device stays offline.
          TTL: options.ttlSeconds ?? 3_600,
          urgency: 'normal',
        },
      );
      let response: Response;
      try {
        response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: new Uint8Array(request.body),
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        await response.body?.cancel();
      } catch {
        return 'unavailable';
      }
      if (response.status >= 200 && response.status < 300) return 'sent';
      if (response.status === 404 || response.status === 410) return 'gone';
      if (response.status === 429 || response.status >= 500) return 'unavailable';
      return 'refused';
    },
  };
}
