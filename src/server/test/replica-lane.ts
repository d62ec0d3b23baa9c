import pg from 'pg';
import { postgresBin } from './local-processes';
import { startStreamingPair, type StreamingPair } from './streaming-replica';

/**
 * How long after its commit a transaction shows on the external run's replica (decision 0064). Long enough that a
 * read wrongly sent to the replica right after a write misses it on every run, not one run in a hundred; short
 * enough that waiting for it (each file's new database, the tests' own fixtures) costs little.
 */
export const LANE_APPLY_DELAY_MS = 250;

/**
 * The external API run on a primary and its streaming replica (decision 0064): a pair made by `initdb` +
 * `pg_basebackup -R` (streaming-replica.ts) with the major version and locale of the server at `url`, so the run
 * still tests the server CI provides, and a replica every test app reads from. Not a base backup of that server
 * itself: its pg_hba.conf allows no replication connection, and the run must not need one (decision 0050).
 * Null when the run is asked to go without (`TEST_REPLICA=false`) or, outside CI, the programs are missing.
 */
export async function replicaLaneFor(url: string): Promise<StreamingPair | null> {
  if (process.env.TEST_REPLICA === 'false') return null;
  const { major, locale } = await describeServer(url);
  const missing = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'].filter((p) => !postgresBin(major, p));
  if (missing.length) {
    const message = `sem ${missing.join(', ')} em /usr/lib/postgresql/${major}/bin (apt-get install postgresql-${major})`;
    if (process.env.CI === 'true') throw new Error(`CI precisa da réplica nos testes de API: ${message}`);
    console.warn(`(testes de API sem réplica: ${message})`);
    return null;
  }
  const pair = await startStreamingPair(major, { locale, applyDelayMs: LANE_APPLY_DELAY_MS });
  console.log(
    `Testes de API num primário PostgreSQL ${major} com réplica por streaming (atraso de ${LANE_APPLY_DELAY_MS} ms)`,
  );
  return pair;
}

async function describeServer(url: string): Promise<{ major: number; locale: string }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string; locale: string }>(
      `select current_setting('server_version_num') as version, datcollate as locale
         from pg_database where datname = 'template1'`,
    );
    return { major: Math.floor(Number(rows[0]!.version) / 10_000), locale: rows[0]!.locale };
  } finally {
    await client.end();
  }
}
