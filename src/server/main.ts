import { getRequestListener } from '@hono/node-server';
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { outboxSender } from './adapters/email/outbox-sender';
import { smtpSender } from './adapters/email/smtp-sender';
import { createAiClient } from './adapters/ai/ai-client';
import { createFoodRecognizer } from './adapters/ai/vision-foods';
import { diskStorage } from './adapters/storage/disk-storage';
import { s3Storage } from './adapters/storage/s3-storage';
import { oidcClient } from './adapters/oauth/oidc-client';
import { openFoodFacts } from './adapters/open-food-facts/open-food-facts';
import { whatsappGraph } from './adapters/whatsapp/whatsapp-graph';
import { createApp } from './app';
import { foodCatalogService, lazyFoodCatalogService } from './modules/foods/food-catalog';
import { startBillingJob } from './modules/billing/billing-job';
import { offsetClock } from './modules/test-clock/routes';
import { runWorkers } from './cluster';
import { loadConfig, missingProductionSettings } from './config';
import { lockDataDir } from './data-dir-lock';
import { createDatabase } from './db/client';
import { startEmbeddedPostgres } from './db/embedded';
import { applyMigrations } from './db/migrate';
import { apiHeaders, withHotRoutes } from './hot-listener';
import { pruneExpiredIdempotencyKeys } from './http/idempotency';
import { pruneExpired } from './http/rate-limiter';
import { hotRoutes } from './modules/hot-routes';
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
  // A worker (WORKERS > 1) runs beside its primary, which holds the data dir and the database.
  const unlock = cluster.isWorker ? () => undefined : await lockDataDir(config.dataDir);
  const secrets = loadOrCreateSecrets(config.dataDir);
  const cleanups: Array<() => Promise<void> | void> = [unlock];
  let stopping = false;
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
            if (stopping) return; // our own shutdown (or its signal) stopped it
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
    const { db, pool } = createDatabase(config.databaseUrl ?? embedded!.url, log);
    cleanups.push(() => pool.end());
    if (!cluster.isWorker) await applyMigrations(db);
    mark('migrations');
    if (cluster.isPrimary && config.workers > 1) {
      runWorkers({ workers: config.workers, databaseUrl: config.databaseUrl ?? embedded!.url, log, stop: runCleanups });
      return;
    }

    const testClock = config.testClockControl ? offsetClock(undefined, config.testClockStart ?? undefined) : undefined;
    const clock = testClock ? testClock.now : () => new Date();
    const email = config.smtpUrl ? smtpSender(config.smtpUrl, config.emailFrom) : outboxSender(db);
    const google = config.google ? oidcClient(config.google) : null;
    const app = createApp({
      db,
      log,
      clock,
      email,
      google,
      appUrl: config.appUrl,
      sessionSecret: config.sessionSecret ?? secrets.sessionSecret,
      trustProxy: config.trustProxy,
      devOutbox: config.devOutbox,
      webDir: path.resolve(fileURLToPath(new URL('.', import.meta.url)), webDirFromHere()),
      payments: config.payments,
      chat: config.chat,
      testClock,
      photos: {
        storage: config.s3 ? s3Storage(config.s3) : diskStorage(path.join(config.dataDir, 'uploads')),
        vision: config.ai.visionModel
          ? createFoodRecognizer({ client: createAiClient(config.ai), model: config.ai.visionModel })
          : null,
        dailyLimit: config.aiDailyPhotoLimit,
      },
      openFoodFacts: openFoodFacts({
        baseUrl: config.openFoodFactsUrl,
        userAgent: `Nutri/1.0 (${config.supportEmail})`,
      }),
      supportEmail: config.supportEmail,
      company: config.company,
      signupLimits: config.signupLimits,
      whatsapp: config.whatsapp ? { graph: whatsappGraph(config.whatsapp), settings: config.whatsapp } : null,
    });
    // With WORKERS > 1 every worker runs it: the sweep is safe on several servers at once (row claims).
    const billingJob = startBillingJob(
      { db, clock, log, email, appUrl: config.appUrl, google, foods: lazyFoodCatalogService() },
      config.payments,
      config.billingJobIntervalMs,
    );
    cleanups.push(() => billingJob.stop());
    // The WhatsApp queue, on every server too (claims with SKIP LOCKED, decision 0032).
    const whatsappJob = app.whatsapp.start(config.whatsappJobIntervalMs);
    cleanups.push(() => whatsappJob.stop());

    const pruner = setInterval(
      () =>
        void Promise.all([pruneExpired(db, clock()), pruneExpiredIdempotencyKeys(db, clock())]).catch(
          (error: unknown) => log.warn({ err: error }, 'limites: limpeza falhou'),
        ),
      3_600_000,
    );
    pruner.unref();
    // A handful of hot GETs are answered ahead of Hono, with the same headers and checks (decision 0023).
    const hot = hotRoutes({ db, clock, foods: lazyFoodCatalogService() });
    const hotOptions = { log, headers: await apiHeaders(config.appUrl.protocol === 'https:') };
    const honoListener = getRequestListener(app.fetch, { hostname: config.host });
    const server = createServer(withHotRoutes(hot, hotOptions, honoListener));
    server.listen(config.port, config.host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : config.port;
      log.info(
        {
          port,
          database: embedded ? 'embedded' : 'external',
          photos: config.s3 ? 's3' : 'disk',
          visionModel: config.ai.visionModel,
          startupMs: { ...startup, listening: Math.round(performance.now()) },
        },
        `Nutri em ${config.appUrl.origin}`,
      );
      // Cold start (decision 0023): the catalog and its index are built once listening, not before; a food
      // search or meal text arriving in the meantime builds it itself (the same one shared service).
      setImmediate(() => foodCatalogService());
      if (config.devOutbox) {
        log.info(
          `Sem SMTP_URL: os e-mails (redefinição de senha) ficam em http://localhost:${port}/dev/outbox — ` +
            'aberta só para este computador',
        );
      }
    });
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const shutdown = (signal: string) => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'encerrando: parando de aceitar conexões');
      clearInterval(pruner);
      // Stop listening and let in-flight requests finish, then close the pool and the database.
      void runCleanups()
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          log.error({ err: error }, 'erro ao encerrar');
          process.exit(1);
        });
    };
    process.on('SIGTERM', () => shutdown('SIGTERM'));
    process.on('SIGINT', () => shutdown('SIGINT'));
  } catch (error) {
    await runCleanups().catch(() => {});
    throw error;
  }
}

/** dist/server/main.js → dist/web; src/server/main.ts (tsx) → dist/web as well. */
function webDirFromHere(): string {
  return import.meta.url.includes('/dist/server/') ? '../web' : '../../dist/web';
}

main().catch((error: unknown) => {
  // Through the log serializer's message: a failed query at start-up must not print its parameters.
  console.error(error instanceof Error ? serializeError(error).message : error);
  process.exit(1);
});
