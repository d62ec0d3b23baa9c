import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http/not-found';
import { requireSession } from '../../http/session';
import type { Deps } from '../deps';
import { readDeviceToken } from './device-cookie';
import { forgetDevice, listRememberedDevices } from './known-devices';

const idSchema = z.uuid();

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
      const id = idSchema.safeParse(c.req.param('id'));
      if (!id.success || !(await forgetDevice(deps.db, user.id, id.data, deps.clock()))) throw notFound('device');
      return c.body(null, 204);
    });
}
