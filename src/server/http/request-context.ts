import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';
import { clientIpFrom, type TrustProxy } from './client-ip';

const validRequestId = /^[A-Za-z0-9._-]{8,64}$/;

interface Options {
  logger: Logger;
  trustProxy: TrustProxy;
}

/**
 * Gives each request an id (echoed as X-Request-Id), a child logger and the
 * client address, and logs one line when it ends. Only the path is logged —
 * never query strings, bodies, cookies or authorization headers.
 */
export function requestContext({ logger, trustProxy }: Options): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && validRequestId.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ reqId: requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    const socketAddress = (c.env as NodeEnv | undefined)?.incoming?.socket?.remoteAddress;
    c.set('clientIp', clientIpFrom(socketAddress, c.req.header('x-forwarded-for'), trustProxy));
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    const level = c.res.status >= 500 ? 'error' : 'info';
    log[level](
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        userId: c.var.session?.user.id,
      },
      'request',
    );
  };
}

interface NodeEnv {
  incoming?: { socket?: { remoteAddress?: string } };
}
