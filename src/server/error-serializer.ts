/**
 * How errors appear in the logs: type, message, stack frames and a few
 * fields that name *where* something failed — never the values involved.
 *
 * pino's default serializer copies every property of an error, and a failed
 * database query carries the query's parameters (e-mails, names, password
 * hashes, chat text, meal notes) in drizzle's message ("Failed query: …
 * params: …"), in `params`, and in PostgreSQL's `detail` ("Failing row
 * contains (…)", "Key (email)=(…) already exists"). Those are dropped here,
 * so a database error anyone can trigger never writes personal data to a log.
 */
export interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError;
  errors?: SerializedError[];
  [field: string]: unknown;
}

/** Fields that locate a failure: SQLSTATE, constraint and table names, HTTP status, syscall. */
const SAFE_FIELDS = [
  'code',
  'errno',
  'syscall',
  'status',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
  'routine',
] as const;
/** Field names that hold identifiers PostgreSQL quotes in its messages; other quoted text is a value. */
const IDENTIFIER_FIELDS = ['schema', 'table', 'column', 'constraint', 'dataType'] as const;
const MAX_DEPTH = 4;

export function serializeError(value: unknown, depth = 0): SerializedError {
  if (!(value instanceof Error)) return { type: typeof value, message: 'valor lançado que não é um Error (omitido)' };
  const error = value as Error & Record<string, unknown>;
  const type = error.constructor?.name || error.name || 'Error';
  const message = safeMessage(error);
  const serialized: SerializedError = { type, message, stack: safeStack(error, type, message) };
  for (const field of SAFE_FIELDS) {
    const fieldValue = error[field];
    if (typeof fieldValue === 'string' || typeof fieldValue === 'number') serialized[field] = fieldValue;
  }
  if (depth < MAX_DEPTH) {
    if (error.cause !== undefined) serialized.cause = serializeError(error.cause, depth + 1);
    if (error instanceof AggregateError) {
      serialized.errors = error.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1));
    }
  }
  return serialized;
}

/** The message without query parameters, and for PostgreSQL errors without quoted values. */
export function safeMessage(error: Error & Record<string, unknown>): string {
  let message = String(error.message ?? '');
  const params = message.indexOf('\nparams:');
  if (params >= 0) message = message.slice(0, params);
  if (isDatabaseError(error)) {
    const identifiers = new Set(IDENTIFIER_FIELDS.map((field) => error[field]).filter((v) => typeof v === 'string'));
    message = message.replace(/"([^"]*)"/g, (quoted, inner: string) => (identifiers.has(inner) ? quoted : '"…"'));
  }
  return message;
}

/** A PostgreSQL server error (node-postgres `DatabaseError`): a severity and a five-character SQLSTATE. */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.severity === 'string' && typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code);
}

/** The stack frames under a header rebuilt from the safe message (the original header repeats the raw message). */
function safeStack(error: Error, type: string, message: string): string | undefined {
  const stack = error.stack;
  if (typeof stack !== 'string') return undefined;
  const header = error.message ? `${error.name}: ${error.message}` : error.name;
  const frames = stack.startsWith(header)
    ? stack.slice(header.length)
    : `\n${stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')}`;
  return `${type}: ${message}${frames}`;
}
