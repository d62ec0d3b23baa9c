import cluster from 'node:cluster';
import { runWorkers } from './cluster';
import { loadConfig, missingProductionSettings } from './config';
import { lockDataDir } from './data-dir-lock';
import { createDatabase } from './db/client';
import { startEmbeddedPostgres } from './db/embedded';
import { applyMigrations } from './db/migrate';
import { serializeError } from './error-serializer';
import { createLogger } from './logger';
import { loadOrCreateSecrets } from './secrets';

/** Entry point: config → database (embedded or DATABASE_URL) → migrations → listen; clean shutdown on signals. */
async function main() {
  // Where start-up time goes (decision 0023: cold start ≤ 2 s), in the "Nutri em" log line: ms since the
  // process started at the end of each phase.
  const startup: Record<string, number> = { modules: Math.round(performance.now()) };
  const mark = (phase: string) => (startup[phase] = Math.round(performance.now()));
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  if (!cluster.isWorker) {
    for (const warning of config.warnings) log.warn(warning);
    const missing = missingProductionSettings(config);
    if (missing.length > 0) {
      // The footer must identify the company (Código de Defesa do Consumidor, Decreto 7.962/2013): say so loudly.
      log.warn(
        { missing },
        `ATENÇÃO: em produção sem ${missing.join(', ')}: o rodapé não mostra a razão social, o CNPJ e o endereço da empresa.`,
      );
    }
  }
  // The app's own modules (Hono, every route, the adapters: most of the bundle) load, and the food catalog is built,
  // while PostgreSQL starts; they are awaited once the database is ready (decision 0023, addendum of 2026-11-27:
  // cold start). A primary that only forks workers never serves.
  const serving =
    cluster.isPrimary && config.workers > 1
      ? null
      : import('./serve').then((module) => {
          module.warmUp();
          return module;
        });
  serving?.catch(() => undefined); // a failure is thrown where it is awaited, not as an unhandled rejection
  // A worker (WORKERS > 1) runs beside its primary, which holds the data dir and the database.
  const unlock = cluster.isWorker ? () => undefined : await lockDataDir(config.dataDir);
  const secrets = loadOrCreateSecrets(config.dataDir);
  const cleanups: Array<() => Promise<void> | void> = [unlock];
  const state = { stopping: false };
  const runCleanups = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const embedded = config.databaseUrl
      ? null
      : await startEmbeddedPostgres({
          dataDir: config.dataDir,
          port: config.embeddedDbPort,
          password: secrets.embeddedDbPassword,
          log: (message) => log.debug({ component: 'postgres' }, message),
          notice: (message) => log.warn({ component: 'postgres' }, message),
          onUnexpectedExit: (how) => {
            if (state.stopping) return; // our own shutdown (or its signal) stopped it
            log.fatal(
              { how },
              'O PostgreSQL embutido parou inesperadamente: o Nutri encerra para recomeçar limpo ' +
                '(inicie de novo, ou deixe o supervisor reiniciar)',
            );
            process.exit(1);
          },
        });
    if (embedded) cleanups.push(() => embedded.stop());
    mark('database');
    const { db, pool } = createDatabase(config.databaseUrl ?? embedded!.url, log, {
      poolMode: config.database.poolMode,
    });
    cleanups.push(() => pool.end());
    if (!cluster.isWorker) await applyMigrations(db);
    mark('migrations');
    if (cluster.isPrimary && config.workers > 1) {
      runWorkers({ workers: config.workers, databaseUrl: config.databaseUrl ?? embedded!.url, log, stop: runCleanups });
      return;
    }

    const { serve } = await serving!;
    mark('app');
    await serve({ config, log, secrets, db, embedded: embedded !== null, startup, cleanups, runCleanups, state });
  } catch (error) {
    await runCleanups().catch(() => {});
    throw error;
  }
}

main().catch((error: unknown) => {
  // Through the log serializer's message: a failed query at start-up must not print its parameters.
  console.error(error instanceof Error ? serializeError(error).message : error);
  process.exit(1);
});
