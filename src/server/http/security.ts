import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

/**
 * Security headers for every answer. The CSP allows no inline or third-party
 * scripts; inline styles stay allowed because Radix positions popovers and
 * sonner injects its stylesheet at run time.
 */
export function securityHeaders(secure: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: secure ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated mutations: a browser always sends
 * Origin on cross-site POST/PUT/PATCH/DELETE, so an Origin other than ours
 * (APP_URL's scheme, host and port, compared exactly) is refused. The Host
 * header proves nothing: a domain the attacker points at this server, or our
 * own host over plain http, carries a matching Host. Without Origin,
 * Sec-Fetch-Site (sent by every current browser) must say same-origin;
 * requests with neither come from non-browser clients, which cannot carry a
 * victim's cookies.
 */
export function sameOriginMutations(allowedOrigins: string[]): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const refused = origin
        ? !allowed.has(origin)
        : fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
      if (refused) {
        throw new AppError(403, 'forbidden_origin', 'Requisição de outra origem recusada.');
      }
    }
    await next();
  };
}
