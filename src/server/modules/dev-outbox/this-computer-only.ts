import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env';

interface NodeEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** Headers a proxy adds when it relays someone else's request. */
const RELAY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The development outbox holds every password-reset link, so it answers only
 * the person at this computer, whatever HOST the server listens on:
 * - the TCP peer (the socket, never X-Forwarded-For, which anyone can write)
 *   is a loopback address;
 * - no proxy header: a proxy on this machine would otherwise relay strangers
 *   from a loopback socket;
 * - the Host is a loopback name, so a web page whose domain re-resolves to
 *   127.0.0.1 (DNS rebinding) cannot read it from the developer's browser.
 * Anyone else gets the plain 404 of a route that does not exist.
 */
export function thisComputerOnly(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const peer = (c.env as NodeEnv | undefined)?.incoming?.socket?.remoteAddress;
    const relayed = RELAY_HEADERS.some((name) => c.req.header(name) !== undefined);
    if (!peer || !isLoopback(peer) || relayed || !LOOPBACK_NAMES.has(new URL(c.req.url).hostname)) {
      return c.notFound();
    }
    await next();
  };
}

export function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
