import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { readLagTolerant } from '../../http/lag-tolerant-reads';
import { requireSession } from '../../http/session';
import { uuidParam } from '../../http/uuid-param';
import type { Deps } from '../deps';
import { generateNotifications, listNotifications, markAllRead, markRead } from './notification-repository';

/**
 * /api/notifications: the bell. Notifications due now are generated when the
 * person asks for them (decision 0015), so nothing has to run on a timer.
 */
export function notificationRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { user } = requireSession(c);
      // The weekly review's figures may come from the replica (decision 0050); what is stored goes to the primary.
      await generateNotifications(deps.db, user.id, deps.clock(), (read) => readLagTolerant(deps, c, read));
      return c.json(await listNotifications(deps.db, user.id));
    })
    .post('/read-all', async (c) => {
      const { user } = requireSession(c);
      await markAllRead(deps.db, user.id, deps.clock());
      return c.json(await listNotifications(deps.db, user.id));
    })
    .post('/:id/read', async (c) => {
      const { user } = requireSession(c);
      const id = uuidParam(c.req.param('id'), 'notification');
      await markRead(deps.db, user.id, id, deps.clock());
      return c.json(await listNotifications(deps.db, user.id));
    });
}
