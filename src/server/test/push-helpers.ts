import { webPushSender } from '../adapters/push/web-push-sender';
import { generateVapidKeys } from '../adapters/push/vapid-keys';
import { startFakePushService } from './fake-push-service';

/** A fake push service on loopback and the app's sender towards it, with fresh VAPID keys. */
export async function pushForTests() {
  const keys = generateVapidKeys();
  const service = await startFakePushService({ vapidPublicKey: keys.publicKey });
  const sender = webPushSender({ keys, subject: 'mailto:suporte@nutri.local', allowLoopback: true });
  return { keys, service, sender };
}
