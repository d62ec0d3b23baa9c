import { Hono } from 'hono';
import { pushMessages, pushSubscriptionSchema } from '../../../contracts/push';
import { isAllowedPushEndpoint } from '../../adapters/push/push-endpoint';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http/not-found';
import { takePersonLimit } from '../../http/person-limits';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import { uuidParam } from '../../http/uuid-param';
import { deleteSubscription, listDevices, saveSubscription } from './push-repository';
import { pushToPerson, type PushDeps } from './send-push';

const pushOff = () => new AppError(503, 'push_off', pushMessages.notConfigured);

/** /api/push: the server's VAPID key, the person's devices and the test notification (decision 0049). */
export function pushRoutes(deps: PushDeps) {
  return new Hono<AppEnv>()
    .get('/public-key', (c) => {
      if (!deps.push) throw pushOff();
      return c.json({ publicKey: deps.push.publicKey });
    })
    .get('/subscriptions', async (c) => {
      const { user } = requireSession(c);
      return c.json({ devices: await listDevices(deps.db, user.id) });
    })
    .post('/subscriptions', async (c) => {
      const { user } = requireSession(c);
      if (!deps.push) throw pushOff();
      const body = await readJson(c, pushSubscriptionSchema);
      await takePersonLimit(deps.db, 'push', user.id, deps.clock());
      if (!(await isAllowedPushEndpoint(body.endpoint, { allowLoopback: deps.push.allowLoopback }))) {
        throw new AppError(400, 'push_endpoint_refused', pushMessages.badEndpoint, {
          endpoint: pushMessages.badEndpoint,
        });
      }
      const id = await saveSubscription(
        deps.db,
        user.id,
        {
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          deviceName: body.deviceName || null,
        },
        deps.clock(),
      );
      return c.json({ id }, 201);
    })
    .delete('/subscriptions/:id', async (c) => {
      const { user } = requireSession(c);
      const id = uuidParam(c.req.param('id'), 'pushDevice');
      if (!(await deleteSubscription(deps.db, user.id, id))) throw notFound('pushDevice');
      return c.body(null, 204);
    })
    .post('/test', async (c) => {
      const { user } = requireSession(c);
      if (!deps.push) throw pushOff();
      await takePersonLimit(deps.db, 'push', user.id, deps.clock());
      const result = await pushToPerson(deps, user.id, {
        title: 'Nutri: notificações ligadas',
        body: 'É assim que seus lembretes vão aparecer neste aparelho.',
        url: '/dashboard/settings#notificacoes',
        tag: 'test',
      });
      return c.json({ sent: result.sent, removed: result.removed });
    });
}
