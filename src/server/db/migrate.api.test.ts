import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createDatabase } from './client';
import { applyMigrations } from './migrate';
import { createTestDatabase } from '../test/test-database';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(() => database.drop());

describe('migrações', () => {
  it('dois servidores que sobem juntos no mesmo banco vazio migram sem erro, cada migração uma vez', async () => {
    const quiet = pino({ level: 'silent' });
    const options = { max: 2, poolMode: database.poolMode };
    const servers = [createDatabase(database.url, quiet, options), createDatabase(database.url, quiet, options)];
    try {
      await Promise.all(servers.map(({ db }) => applyMigrations(db)));
      const { rows } = await servers[0]!.pool.query(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((r: { n: number }) => r.n !== 1)).toEqual([]);
      // Behind PgBouncer in transaction mode a session-level lock was left held on some server connection
      // (decision 0050); the transaction-level one goes with the commit.
      const held = await servers[0]!.pool.query(
        `select count(*)::int as n from pg_locks
         where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())`,
      );
      expect(held.rows[0].n).toBe(0);
    } finally {
      await Promise.all(servers.map(({ pool }) => pool.end()));
    }
  });
});

describe('migração 0014 (sequências em meal_day_totals)', () => {
  it('preenche run_start de dias que já existiam como a recontagem a partir das datas', async () => {
    const before = await createTestDatabase({ migrate: false });
    const earlier = mkdtempSync(path.join(tmpdir(), 'nutri-migrations-'));
    try {
      // The migrations before 0014, with a journal that stops there. Later ones go too: drizzle applies only
      // entries newer than the last applied, so a later one applied here would make it skip 0014.
      cpSync(migrationsFolder, earlier, { recursive: true });
      const journalFile = path.join(earlier, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
      const cut = journal.entries.find((e: { tag: string }) => e.tag === '0014_meal_day_runs').idx;
      for (const entry of journal.entries.filter((e: { idx: number }) => e.idx >= cut)) {
        rmSync(path.join(earlier, `${entry.tag}.sql`));
      }
      journal.entries = journal.entries.filter((e: { idx: number }) => e.idx < cut);
      writeFileSync(journalFile, JSON.stringify(journal));
      await applyMigrations(before.db, earlier);
      const client = before.db.$client;
      const { rows } = await client.query<{ id: string }>(
        `insert into users (email, name, password_hash, trial_ends_at) values
           ('a@example.com', 'A', null, now()), ('b@example.com', 'B', null, now()) returning id`,
      );
      // Person A: days with gaps; person B: one run that overlaps A's dates (runs are per person).
      const days: Array<[string, string]> = [
        ...['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-05', '2026-11-07', '2026-11-08'].map(
          (d) => [rows[0]!.id, d] as [string, string],
        ),
        ...['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05'].map((d) => [rows[1]!.id, d] as [string, string]),
      ];
      for (const [userId, day] of days) {
        await client.query(
          `insert into meals (user_id, slot, eaten_at, local_date, energy_kcal, protein_g, carbs_g, fat_g, fiber_g,
             sodium_mg, incomplete_nutrients, search_text, catalog_version, created_at, updated_at)
           values ($1, 'almoco', ($2::date + time '12:00') at time zone 'America/Sao_Paulo', $2, 500, 20, 60, 15, 5,
             400, '{}', 'arroz', 'teste', now(), now())`,
          [userId, day],
        );
      }
      await applyMigrations(before.db); // 0014 on rows that exist
      const runs = await client.query<{ email: string; local_date: string; run_start: string }>(
        `select u.email, t.local_date::text, t.run_start::text from meal_day_totals t join users u on u.id = t.user_id
         order by u.email, t.local_date`,
      );
      expect(runs.rows.map((r) => `${r.email} ${r.local_date} ${r.run_start}`)).toEqual([
        'a@example.com 2026-11-01 2026-11-01',
        'a@example.com 2026-11-02 2026-11-01',
        'a@example.com 2026-11-03 2026-11-01',
        'a@example.com 2026-11-05 2026-11-05',
        'a@example.com 2026-11-07 2026-11-07',
        'a@example.com 2026-11-08 2026-11-07',
        'b@example.com 2026-11-02 2026-11-02',
        'b@example.com 2026-11-03 2026-11-02',
        'b@example.com 2026-11-04 2026-11-02',
        'b@example.com 2026-11-05 2026-11-02',
      ]);
      // And the triggers keep them afterwards: A's gap on the 4th filled joins two runs.
      await client.query(
        `insert into meals (user_id, slot, eaten_at, local_date, energy_kcal, protein_g, carbs_g, fat_g, fiber_g,
           sodium_mg, incomplete_nutrients, search_text, catalog_version, created_at, updated_at)
         values ($1, 'jantar', '2026-11-04T22:00:00Z', '2026-11-04', 1, 1, 1, 1, 1, 1, '{}', 'x', 't', now(), now())`,
        [rows[0]!.id],
      );
      const after = await client.query<{ local_date: string; run_start: string }>(
        `select local_date::text, run_start::text from meal_day_totals where user_id = $1 order by local_date`,
        [rows[0]!.id],
      );
      expect(after.rows.map((r) => r.run_start)).toEqual([
        '2026-11-01',
        '2026-11-01',
        '2026-11-01',
        '2026-11-01',
        '2026-11-01',
        '2026-11-07',
        '2026-11-07',
      ]);
    } finally {
      rmSync(earlier, { recursive: true, force: true });
      await before.drop();
    }
  });
});
