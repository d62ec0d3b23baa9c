import type { CDPSession } from '@playwright/test';
import { startFakePushService, type FakePushService } from '../src/server/test/fake-push-service';
import { expectAccessible, startSignedIn, uniqueEmail } from './support/helpers';
import { FAKE_PUSH_PORT } from './support/ports';
import { moveServerClock } from './support/server-clock';
import { expect, test } from './support/test';

// The service worker is part of what this journey tests: allowed here (every other journey blocks it, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/**
 * Web Push end to end (docs/decisions/0049-push-reminders-and-weekly-review.md). Chromium's own push service
 * (Google's FCM) needs the network, which tests never reach, so `PushManager.subscribe` is answered with a
 * subscription of the loopback fake push service (the only stand-in: permission, the service worker, the
 * Settings screen and the server are real). The server's reminder job sends the lunch reminder there — VAPID
 * JWT checked, payload decrypted — and that payload is delivered to the real service worker with DevTools'
 * `ServiceWorker.deliverPushMessage`, which fires its `push` event as a push service would. Playwright cannot
 * click a system notification, so the worker's own `notificationclick` handler is run with the notification it
 * showed.
 */
let fake: FakePushService;
test.beforeAll(async () => {
  fake = await startFakePushService({ port: FAKE_PUSH_PORT });
});
test.afterAll(() => fake.close());

async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const running = versions.find((v) => v.runningStatus === 'running' && v.status === 'activated');
      if (running) resolve(running.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('um lembrete de almoço chega ao aparelho e o toque abre a análise com o Almoço escolhido @clock', async ({
  page,
  context,
  baseURL,
}) => {
  try {
    // A Tuesday at 13:30 in São Paulo: lunch (12:30 for someone new) is due from 13:15, outside quiet hours.
    await moveServerClock(page.request, { now: '2027-01-12T13:30:00-03:00' });
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    const device = fake.subscribe();
    await page.addInitScript((sub) => {
      const stand_in = { endpoint: sub.endpoint, expirationTime: null, toJSON: () => sub };
      PushManager.prototype.subscribe = async () => stand_in as unknown as PushSubscription;
      PushManager.prototype.getSubscription = async () => null;
    }, device);
    await startSignedIn(page, { name: 'Lia Push', email: uniqueEmail('lia-push') });
    const key = await (await page.request.get('/api/push/public-key')).json();
    fake.expectKey(key.publicKey);

    await page.goto('/dashboard/settings#notificacoes');
    // The page is controlled by the service worker from the next load on.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    const section = page.getByRole('region', { name: 'Notificações no aparelho' });
    await expect(section.getByText(/avisar no celular ou no computador/)).toBeVisible();
    await section.getByRole('button', { name: 'Ativar notificações neste aparelho' }).click();
    await expect(page.getByText('Notificações ativadas neste aparelho.')).toBeVisible();
    await expect(section.getByRole('list', { name: 'Aparelhos com notificações' }).getByRole('listitem')).toHaveCount(
      1,
    );
    await expect(section.getByRole('button', { name: 'Enviar uma notificação de teste' })).toBeVisible();
    await expectAccessible(page);

    // The server's job (every 2 s in the journeys) sends the lunch reminder to the device, once (and, at the 13:00
    // check-in with no water logged yet, a water reminder: another reminder, with its own tag).
    const sent = (tag: string) =>
      fake.delivered.filter((d) => d.subscriptionId === device.id && (d.payload as { tag: string }).tag === tag);
    await expect.poll(() => sent('meal-almoco').length, { timeout: 20_000 }).toBe(1);
    await expect.poll(() => sent('water').length).toBe(1);
    const [reminder] = sent('meal-almoco');
    expect(reminder!.payload).toMatchObject({
      title: 'Já registrou o almoço?',
      url: '/dashboard/analyze?refeicao=almoco',
    });

    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL!).origin,
      registrationId: await registrationId(cdp),
      data: JSON.stringify(reminder!.payload),
    });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body, n.data?.url]),
      );
    await expect
      .poll(shown)
      .toEqual([
        [
          'Já registrou o almoço?',
          'Ainda não há almoço registrado hoje. Toque para registrar em poucos segundos.',
          '/dashboard/analyze?refeicao=almoco',
        ],
      ]);

    const worker = context.serviceWorkers()[0]!;
    await worker.evaluate(async () => {
      // Service-worker globals, typed here by hand: the journeys compile with the DOM library only.
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
      };
      const NotificationEventOfWorker = (
        self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }
      ).NotificationEvent;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new NotificationEventOfWorker('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(/\/dashboard\/analyze\?refeicao=almoco$/);
    await page.getByLabel('O que tem no prato?').fill('arroz e feijão');
    await page.getByRole('button', { name: 'Analisar' }).click();
    await expect(page.getByRole('combobox', { name: 'Refeição', exact: true })).toHaveValue('almoco');
    await expect.poll(shown).toEqual([]);
  } finally {
    await moveServerClock(page.request, { reset: true });
  }
});
