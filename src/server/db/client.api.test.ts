import { Writable } from 'node:stream';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createLogger } from '../logger';
import { createTestDatabase } from '../test/test-database';
import { createDatabase } from './client';

/** A logger whose JSON lines land in `lines`. */
function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger('info', stream), lines };
}

describe('pool de conexões', () => {
  it('registra (sem dados da consulta) quando uma conexão ociosa cai, em vez de engolir o erro', async () => {
    const { log, lines } = capturingLogger();
    const { pool } = createDatabase(inject('adminDatabaseUrl'), log, 2);
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>("select pg_backend_pid() as pid, 'ana@example.com' as email");
    client.release(); // idle in the pool
    const dropped = new Promise((resolve) => pool.once('error', resolve));

    const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    await dropped;

    const entry = lines.find((line) => line.msg === 'banco: conexão ociosa do pool caiu (o pool abre outra)');
    expect(entry).toMatchObject({ level: 40, err: { code: '57P01' } });
    expect(JSON.stringify(lines)).not.toContain('ana@example.com');
    await pool.end();
  });
});

describe('instruções nomeadas', () => {
  it('duas instâncias com a mesma instrução nomeada, muitas de uma vez, funcionam no modo do pool em uso', async () => {
    // In the TEST_DATABASE_URL run the pools go through PgBouncer in transaction mode, where named statements
    // failed ("prepared statement … already exists / does not exist", decision 0050).
    const database = await createTestDatabase({ migrate: false });
    const quiet = createLogger('silent');
    const servers = [0, 1].map(() => createDatabase(database.url, quiet, { max: 5, poolMode: database.poolMode }));
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          servers[i % 2]!.pool.query({ name: 'soma_um', text: 'select $1::int + 1 as n', values: [i] }),
        ),
      );
      expect(answers.map((a) => a.rows[0].n)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    } finally {
      await Promise.all(servers.map(({ pool }) => pool.end()));
      await database.drop();
    }
  });
});
