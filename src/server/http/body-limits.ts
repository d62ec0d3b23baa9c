import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from './app-error';

interface Limit {
  maxSize: number;
  /** pt-BR message of the 413. */
  message: string;
}

/**
 * Request body limits: one for every route, larger ones for the exact paths
 * that take uploads. Bodies past the limit are refused with 413 before the
 * route reads them (Content-Length, or counted while streaming).
 */
export function bodyLimits(fallback: Limit, byPath: Record<string, Limit>): MiddlewareHandler {
  const middleware = (limit: Limit) =>
    bodyLimit({
      maxSize: limit.maxSize,
      onError: () => {
        throw new AppError(413, 'payload_too_large', limit.message);
      },
    });
  const fallbackLimit = middleware(fallback);
  const pathLimits = new Map(Object.entries(byPath).map(([path, limit]) => [path, middleware(limit)]));
  return (c, next) => (pathLimits.get(c.req.path) ?? fallbackLimit)(c, next);
}
