import pino, { type DestinationStream } from 'pino';
import { serializeError } from './error-serializer';

/**
 * Structured JSON logs. Errors (under `err`, `error` or `cause`) go through
 * `serializeError`, which keeps where a failure happened and drops the values
 * involved (query parameters, PostgreSQL's row details). Redaction is a second
 * line of defence: request logs carry only method, path and status, but
 * anything shaped like a secret that slips into a log object is censored.
 */
export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      base: { service: 'nutri' },
      serializers: { err: serializeError, error: serializeError, cause: serializeError },
      redact: {
        paths: [
          'password',
          '*.password',
          'confirmPassword',
          '*.confirmPassword',
          'token',
          '*.token',
          'headers.cookie',
          '*.headers.cookie',
          'headers.authorization',
          '*.headers.authorization',
          'sessionSecret',
          'databaseUrl',
        ],
        censor: '[redigido]',
      },
    },
    destination,
  );
}
