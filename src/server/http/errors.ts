import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ApiErrorBody } from '../../contracts/errors';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { NOT_FOUND_MESSAGES } from './not-found';

/** Maps every thrown error to the uniform error body; unexpected ones are logged and hidden. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
    const body: ApiErrorBody = {
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    };
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own messages are English: the status tells what happened, the words are ours.
    const body: ApiErrorBody = { error: { code: 'validation_failed', message: 'Requisição inválida.' } };
    return c.json(body, error.status);
  }
  c.var.log.error({ err: error }, 'unhandled error');
  const body: ApiErrorBody = {
    error: { code: 'internal_error', message: 'Algo deu errado do nosso lado. Tente novamente em instantes.' },
  };
  return c.json(body, 500);
}

export function handleNotFound(c: Context<AppEnv>): Response {
  const body: ApiErrorBody = { error: { code: 'not_found', message: NOT_FOUND_MESSAGES.route } };
  return c.json(body, 404);
}
