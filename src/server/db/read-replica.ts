import type pg from 'pg';
import type { Logger } from 'pino';
import type { ReplicaSettings } from '../config-database';
import { createDatabase, type Database, type PoolMode } from './client';
import { ReplicaLag, parseLsn } from './replica-lag';

export interface ReplicaStatus {
  usable: boolean;
  /** Lag measured at the last check (ms), null when unknown. */
  lagMs: number | null;
  /** Why it is not usable, for the log. */
  reason: string | null;
}

export interface ReadReplica {
  db: Database;
  /** Longest lag a read may see (DATABASE_REPLICA_MAX_LAG_MS) plus one check interval: the read-your-writes window. */
  staleForMs: number;
  /** Whether lag-tolerant reads may go to it now: the last check was recent, reached it, and found it close. */
  usable(): boolean;
  /** Measures the lag now (the server does it every `checkEveryMs`). */
  check(): Promise<ReplicaStatus>;
  /** A read on it failed to reach it: primary until the next check says otherwise. */
  markDown(reason: string): void;
  /** Checks every `checkEveryMs` in the background. */
  start(): void;
  stop(): Promise<void>;
}

/**
 * The optional read replica (DATABASE_REPLICA_URL, decision 0050). Each server checks it on its own, once a
 * second by default: the replica must answer, be in recovery (a promoted copy is another primary, not ours to
 * read), and be behind the primary by at most `maxLagMs` (replica-lag.ts). Anything else, or a check older than
 * three intervals, sends lag-tolerant reads to the primary.
 */
export function createReadReplica(options: {
  primary: Database;
  settings: ReplicaSettings;
  poolMode: PoolMode;
  log: Logger;
  now?: () => number;
}): ReadReplica {
  const { primary, settings, log, now = Date.now } = options;
  // A replica that does not answer must not hold requests: give up connecting after 2 s, then use the primary.
  const { db, pool } = createDatabase(settings.url, log, {
    max: 10,
    poolMode: options.poolMode,
    connectionTimeoutMillis: 2000,
  });
  const lag = new ReplicaLag(settings.maxLagMs * 4);
  let status: ReplicaStatus & { checkedAt: number } = {
    usable: false,
    lagMs: null,
    reason: 'ainda não verificada',
    checkedAt: 0,
  };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<ReplicaStatus> | null = null;

  const report = (next: ReplicaStatus) => {
    if (next.usable !== status.usable) {
      if (next.usable) log.info({ lagMs: next.lagMs }, 'réplica de leitura em uso');
      else log.warn({ lagMs: next.lagMs, reason: next.reason }, 'réplica de leitura fora: leituras no primário');
    }
    status = { ...next, checkedAt: now() };
    return next;
  };

  async function measure(): Promise<ReplicaStatus> {
    const at = now();
    const { rows } = await primary.$client.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
    const primaryLsn = parseLsn(rows[0]!.lsn);
    let replay: bigint | null = null;
    try {
      // A replica that accepts the connection and then never answers must not stall the checks either.
      const answer = await pool.query<{ recovery: boolean; replay: string | null }>({
        text: 'select pg_is_in_recovery() as recovery, pg_last_wal_replay_lsn()::text as replay',
        query_timeout: 2000,
      } as pg.QueryConfig);
      const row = answer.rows[0]!;
      if (!row.recovery) {
        lag.measure(at, primaryLsn, null);
        return { usable: false, lagMs: null, reason: 'não está em recuperação (foi promovida?)' };
      }
      replay = row.replay === null ? null : parseLsn(row.replay);
    } catch (error) {
      lag.measure(at, primaryLsn, null);
      return { usable: false, lagMs: null, reason: `sem resposta: ${(error as Error).message}` };
    }
    const lagMs = lag.measure(at, primaryLsn, replay);
    if (lagMs === null) return { usable: false, lagMs, reason: 'atraso desconhecido' };
    if (lagMs > settings.maxLagMs) return { usable: false, lagMs, reason: `atraso acima de ${settings.maxLagMs} ms` };
    return { usable: true, lagMs, reason: null };
  }

  const check = () => {
    running ??= measure()
      .catch((error: Error) => ({ usable: false, lagMs: null, reason: `primário: ${error.message}` }))
      .then(report)
      .finally(() => (running = null));
    return running;
  };

  return {
    db,
    staleForMs: settings.maxLagMs + settings.checkEveryMs,
    usable: () => status.usable && now() - status.checkedAt <= settings.checkEveryMs * 3,
    check,
    markDown(reason) {
      report({ usable: false, lagMs: null, reason });
    },
    start() {
      void check();
      timer = setInterval(() => void check(), settings.checkEveryMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
      await pool.end();
    },
  };
}
