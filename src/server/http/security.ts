import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

/**
 * Security headers for every answer. The CSP allows no inline or third-party
 * scripts; inline styles stay allowed because Radix positions popovers and
 * sonner injects its stylesheet at run time. WebAssembly of our own origin may
 * compile (the barcode reader). Permissions-Policy turns off
 * every powerful feature the app does not use, in it and in anything it might
 * ever frame; the camera stays for our own pages (the photo of the plate).
 */
export function securityHeaders(secure: boolean): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // 'wasm-unsafe-eval' lets our own WebAssembly compile (the barcode reader's ZXing, decision 0030's addendum;
      // the label reader's OCR, decision 0034); it allows no eval() of JavaScript and no script from anywhere else
      // (CSP Level 3 §6.7.2.3).
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
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
    permissionsPolicy: {
      camera: ['self'],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      bluetooth: [],
      midi: [],
      accelerometer: [],
      gyroscope: [],
      magnetometer: [],
      displayCapture: [],
      browsingTopics: [],
    },
  });
}

/**
 * API answers are personal (meals, weight, sessions): nothing may keep them,
 * neither a shared proxy nor the browser's disk cache on a shared computer.
 * A route that sets its own Cache-Control (photo bytes: private, immutable
 * URLs) keeps it.
 */
export function noStoreByDefault(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
  };
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
export function sameOriginMutations(
  allowedOrigins: string[],
  /** Exact paths called server to server and authenticated by a signature, never by cookies (webhooks). */
  exemptPaths: readonly string[] = [],
): MiddlewareHandler<AppEnv> {
  const allowed = new Set(allowedOrigins);
  const exempt = new Set(exemptPaths);
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !exempt.has(c.req.path)) {
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
