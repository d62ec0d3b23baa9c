import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { createTestDatabase } from '../test/test-database';
import { AppError } from './app-error';
import { clear, consume, forgetSubjects, giveBack, pruneExpired, take, type Limit } from './rate-limiter';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
/** A second pool on the same database: another app server. */
let other: ReturnType<typeof createDatabase>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  other = createDatabase(database.url, pino({ level: 'silent' }), { max: 5, poolMode: database.poolMode });
});
afterAll(async () => {
  await other.pool.end();
  await database.drop();
});

const now = new Date('2026-11-22T15:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const refuse = () => new AppError(429, 'too_many_requests', 'Muitas tentativas.');
const minute = 60_000;

async function outcome(attempt: Promise<unknown>): Promise<'allowed' | 'refused'> {
  try {
    await attempt;
    return 'allowed';
  } catch (error) {
    if (error instanceof AppError && error.status === 429) return 'refused';
    throw error;
  }
}

async function countOf(key: string) {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row?.count ?? 0;
}

describe('limitador de requisições', () => {
  it('nunca deixa passar mais que o limite, por mais pedidos simultâneos que cheguem, de dois servidores', async () => {
    const limit: Limit = { key: 'test:parallel', max: 7, windowMs: minute };
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => outcome(consume(i % 2 ? db : other.db, [limit], now, refuse))),
    );
    expect(results.filter((r) => r === 'allowed')).toHaveLength(7);
    // Refused requests gave their unit back: the counter holds the work done.
    expect(await countOf('test:parallel')).toBe(7);
  });

  it('desconta de vários limites de uma vez, todos ou nenhum, sem deadlock entre conjuntos de chaves sobrepostos', async () => {
    const a: Limit = { key: 'test:multi:a', max: 10, windowMs: minute };
    const b: Limit = { key: 'test:multi:b', max: 4, windowMs: minute };
    const c: Limit = { key: 'test:multi:c', max: 100, windowMs: minute };
    const sets = [
      [a, b],
      [b, c],
      [c, a],
      [a, b, c],
    ];
    const results = await Promise.all(
      Array.from({ length: 48 }, (_, i) => outcome(consume(i % 2 ? db : other.db, sets[i % 4]!, now, refuse))),
    );
    const allowedWithB = results.filter((r, i) => r === 'allowed' && sets[i % 4]!.includes(b)).length;
    expect(allowedWithB).toBe(4);
    expect(await countOf('test:multi:b')).toBe(4);
    expect(await countOf('test:multi:a')).toBeLessThanOrEqual(10);
  });

  it('abre uma nova janela quando a antiga termina, e diz quando ela termina', async () => {
    const limit: Limit = { key: 'test:window', max: 2, windowMs: 10 * minute };
    await take(db, [limit], now);
    const [second] = await take(db, [limit], later(5 * minute));
    expect(second).toMatchObject({ count: 2, resetsAt: later(10 * minute) });
    const [fresh] = await take(db, [limit], later(10 * minute));
    expect(fresh).toMatchObject({ count: 1, resetsAt: later(20 * minute) });
  });

  it('devolve uma unidade só à janela de onde ela saiu', async () => {
    const limit: Limit = { key: 'test:give-back', max: 5, windowMs: minute };
    const old = await take(db, [limit], now);
    await take(db, [limit], later(minute)); // a new window: count 1
    await giveBack(db, old);
    expect(await countOf('test:give-back')).toBe(1);
  });

  it('zera contadores, esquece uma pessoa e apaga as janelas encerradas', async () => {
    await take(db, [{ key: 'test:clear', max: 5, windowMs: minute }], now);
    await take(db, [{ key: 'test:person', max: 5, windowMs: minute, subject: 'ana@example.com' }], now);
    await take(db, [{ key: 'test:old', max: 5, windowMs: minute }], later(-2 * minute));
    await clear(db, ['test:clear']);
    await forgetSubjects(db, ['ana@example.com']);
    await pruneExpired(db, now);
    expect(await countOf('test:clear')).toBe(0);
    expect(await countOf('test:person')).toBe(0);
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, 'test:old'))).toEqual([]);
  });
});
