import { Writable } from 'node:stream';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createLogger } from '../logger';
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
