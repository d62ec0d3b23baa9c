import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database, Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';

/**
 * `Idempotency-Key` on the creates a phone may retry (meals, water, weights), after the IETF
 * draft "The Idempotency-Key HTTP Header Field" (draft-ietf-httpapi-idempotency-key-header):
 * the same key from the same person replays the first answer and creates nothing; the key
 * reused for another request is a 422. Decision 0030 explains the choices.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A week: an offline queue may hold a sent-but-unanswered write over a long weekend (decision 0030). */
export const IDEMPOTENCY_KEY_TTL_MS = 7 * 24 * 3_600_000;
/** 8–128 visible ASCII characters: a UUID fits, an empty or whitespace key does not. */
const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

export interface Outcome {
  status: ContentfulStatusCode;
  body: unknown;
}

/**
 * Runs `create` once per key. The key row is claimed first, in the transaction `create` then
 * writes in, so the row and what it stands for commit or vanish together. A second request
 * with the key waits on the row's unique index until the first commits, then replays it;
 * if the first failed (a 4xx, a crash), nothing was kept and the retry runs afresh.
 */
export async function idempotent(
  c: Context<AppEnv>,
  db: Database,
  userId: string,
  now: Date,
  create: (db: Database) => Promise<Outcome>,
): Promise<Response> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) {
    const outcome = await create(db);
    return c.json(outcome.body, outcome.status);
  }
  if (!KEY_PATTERN.test(key)) {
    throw new AppError(
      400,
      'idempotency_key_invalid',
      'O cabeçalho Idempotency-Key deve ter de 8 a 128 caracteres visíveis (letras, números e símbolos, sem espaços).',
    );
  }
  const fingerprint = await fingerprintOf(c);
  const answer = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({
        userId,
        key,
        fingerprint,
        // Filled in below, before the transaction commits: nobody sees these.
        status: 0,
        responseBody: '',
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        // An expired key is free again.
        set: {
          fingerprint: sql`excluded.fingerprint`,
          status: 0,
          responseBody: '',
          createdAt: sql`excluded.created_at`,
          expiresAt: sql`excluded.expires_at`,
        },
        setWhere: lte(idempotencyKeys.expiresAt, now),
      })
      .returning({ key: idempotencyKeys.key });
    if (!claimed) return replay(tx, userId, key, fingerprint);
    // A transaction handle answers every query a Database does (transaction() nests as a
    // savepoint), as chat's confirm-action relies on too.
    const outcome = await create(tx as unknown as Database);
    const responseBody = JSON.stringify(outcome.body);
    await tx
      .update(idempotencyKeys)
      .set({ status: outcome.status, responseBody })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { status: outcome.status, responseBody, replayed: false };
  });
  return c.body(answer.responseBody, answer.status, {
    'content-type': 'application/json',
    ...(answer.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
  });
}

async function replay(tx: Executor, userId: string, key: string, fingerprint: string) {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!row) throw new Error('idempotency key vanished inside its transaction');
  if (row.fingerprint !== fingerprint) {
    throw new AppError(
      422,
      'idempotency_key_reused',
      'Esta Idempotency-Key já foi usada em outra requisição. Gere uma chave nova para cada registro.',
    );
  }
  return { status: row.status as ContentfulStatusCode, responseBody: row.responseBody, replayed: true };
}

/** Route and JSON body with keys sorted: the same request always hashes alike. */
async function fingerprintOf(c: Context): Promise<string> {
  // Bytes first (not c.req.text(), which would replace invalid UTF-8 before readJson can refuse it).
  const text = new TextDecoder().decode(await c.req.arrayBuffer());
  let canonical = text;
  try {
    canonical = JSON.stringify(sortKeys(JSON.parse(text)));
  } catch {
    // Not JSON: the route answers 400 and the key is not kept; hash the bytes meanwhile.
  }
  return createHash('sha256').update(`${c.req.method} ${c.req.path}\n${canonical}`).digest('hex');
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  }
  return value;
}

/** Drops keys past their week (called on the hourly timer beside the rate limits'). */
export async function pruneExpiredIdempotencyKeys(db: Database, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now));
}
