import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { users } from '../db/schema';
import { apiHeaders, withHotRoutes } from '../hot-listener';
import { foodCatalogService } from '../modules/foods/food-catalog';
import { hotRoutes } from '../modules/hot-routes';
import { browser, validOnboarding, validSignup, type TestApp } from './test-app';

/**
 * The node:http front of the hot routes (decision 0023) over a test app, on a
 * free loopback port, recording what it handed over to Hono: for tests that
 * hold a hot answer to Hono's byte for byte.
 */
export async function startHotFront(t: TestApp) {
  const handedOver: string[] = [];
  const hono = getRequestListener(t.app.fetch);
  const fallback: RequestListener = (req, res) => {
    handedOver.push(`${req.method} ${req.url}`);
    return hono(req, res);
  };
  const routes = hotRoutes({ db: t.db, clock: t.clock.now, foods: foodCatalogService() });
  const front = withHotRoutes(routes, { log: pino({ level: 'silent' }), headers: await apiHeaders(false) }, fallback);
  const server: Server = createServer(front);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The path through the front (over HTTP) and through the Hono app alone; whether the front answered itself. */
  async function both(path: string, cookie?: string) {
    handedOver.length = 0;
    const headers: Record<string, string> = cookie ? { cookie } : {};
    const front = await fetch(`${base}${path}`, { headers });
    const frontBody = await front.text();
    const answeredByFront = handedOver.length === 0;
    const hono = await t.app.request(path, { headers });
    return { front, frontBody, answeredByFront, hono, honoBody: await hono.text() };
  }

  /** A signed-up, onboarded person with their browser client, session cookie and id. */
  async function person(email: string) {
    const client = browser(t.app);
    await client.post('/api/auth/signup', validSignup({ email }));
    await client.put('/api/me/onboarding', validOnboarding());
    const cookie = `nutri_session=${client.jar.get('nutri_session')}`;
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return { client, cookie, userId: user!.id };
  }

  const close = () => new Promise((resolve) => server.close(resolve));
  return { base, both, person, handedOver, close };
}
