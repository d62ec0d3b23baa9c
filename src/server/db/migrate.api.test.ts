import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createDatabase } from './client';
import { applyMigrations } from './migrate';
import { createTestDatabase } from '../test/test-database';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database.drop());

describe('migrações', () => {
  it('dois servidores que sobem juntos no mesmo banco vazio migram sem erro, cada migração uma vez', async () => {
    const quiet = pino({ level: 'silent' });
    const servers = [createDatabase(database.url, quiet, 2), createDatabase(database.url, quiet, 2)];
    try {
      await Promise.all(servers.map(({ db }) => applyMigrations(db)));
      const { rows } = await servers[0]!.pool.query(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((r: { n: number }) => r.n !== 1)).toEqual([]);
    } finally {
      await Promise.all(servers.map(({ pool }) => pool.end()));
    }
  });
});
