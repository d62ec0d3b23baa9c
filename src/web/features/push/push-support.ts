import { deviceLabel } from '@/domain/credentials/device-label';
import { addPushDevice, fetchPublicKey } from './push-api';

/**
 * What this browser can do about push (decision 0049). On iPhone and iPad, Safari offers Web Push only to the
 * app added to the Home Screen (iOS 16.4+), so there the first step is "Adicionar à Tela de Início".
 */
export type PushSupport = 'unsupported' | 'ios-not-installed' | 'denied' | 'ask' | 'granted';

export function isIos(): boolean {
  const ua = navigator.userAgent;
  // iPadOS says "Macintosh" but has touch.
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

function isInstalled(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

export function pushSupport(): PushSupport {
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isIos() && !isInstalled()) return 'ios-not-installed';
  if (!supported) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return Notification.permission === 'granted' ? 'granted' : 'ask';
}

/** The VAPID key as `applicationServerKey` wants it (bytes of the uncompressed point). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks for permission (only ever called from a click, after the explanation), subscribes this browser with the
 * server's key and stores the subscription. Returns false when the person did not allow notifications.
 */
export async function enablePushHere(): Promise<boolean> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await fetchPublicKey();
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await addPushDevice({ endpoint: json.endpoint, keys: json.keys, deviceName: deviceLabel(navigator.userAgent) });
  return true;
}
