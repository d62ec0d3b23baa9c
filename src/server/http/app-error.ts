import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../contracts/errors';

/** An expected failure with its HTTP status and pt-BR message; anything else is a 500. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthenticated = () => new AppError(401, 'unauthenticated', 'Faça login para continuar.');
