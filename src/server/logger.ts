import pino from 'pino';

/**
 * Structured JSON logs. Redaction is a second line of defence: request logs
 * carry only method, path and status, but anything shaped like a secret that
 * slips into a log object is censored.
 */
export function createLogger(level: string) {
  return pino({
    level,
    base: { service: 'nutri' },
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
  });
}
