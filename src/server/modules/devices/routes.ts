import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http/not-found';
import { requireSession } from '../../http/session';
import { uuidParam } from '../../http/uuid-param';
import type { Deps } from '../deps';
import { readDeviceToken } from './device-cookie';
import { forgetDevice, listRememberedDevices } from './known-devices';

/** /api/settings/devices: the devices remembered for the second step, each forgettable (decision 0042). */
export function deviceRoutes(deps: Pick<Deps, 'db' | 'clock'>) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { user } = requireSession(c);
      const devices = await listRememberedDevices(deps.db, user.id, readDeviceToken(c), deps.clock());
      return c.json({ devices });
    })
    .delete('/:id', async (c) => {
      const { user } = requireSession(c);
      const id = uuidParam(c.req.param('id'), 'device');
      if (!(await forgetDevice(deps.db, user.id, id, deps.clock()))) throw notFound('device');
      return c.body(null, 204);
    });
}
