// Web Push in the service worker (docs/decisions/0049-push-reminders-and-weekly-review.md), imported by the
// Workbox service worker (vite.config.ts, workbox.importScripts). The payload is what the server sends
// (src/contracts/push.ts): { title, body, url, tag }. A tap opens `url` — the analysis with the meal chosen,
// the water card, the weekly review — in a window of the app that is already open, or a new one.
self.addEventListener('push', (event) => {
  let message = { title: 'Nutri', body: '', url: '/dashboard', tag: 'nutri' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    if (event.data) message.body = event.data.text();
  }
  // Only paths of this app: a payload can never send the person elsewhere.
  const url =
    typeof message.url === 'string' && message.url.startsWith('/') && !message.url.startsWith('//')
      ? message.url
      : '/dashboard';
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      lang: 'pt-BR',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/dashboard', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const navigated = await open.navigate(target).catch(() => null);
        await (navigated ?? open).focus().catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
