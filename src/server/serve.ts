import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { outboxSender } from './adapters/email/outbox-sender';
import { smtpSender } from './adapters/email/smtp-sender';
import { createAiClient } from './adapters/ai/ai-client';
import { createFoodRecognizer } from './adapters/ai/vision-foods';
import { diskStorage } from './adapters/storage/disk-storage';
import { s3Storage } from './adapters/storage/s3-storage';
import { oidcClient } from './adapters/oauth/oidc-client';
import { openFoodFacts } from './adapters/open-food-facts/open-food-facts';
import { whatsappGraph } from './adapters/whatsapp/whatsapp-graph';
import { webPushSender } from './adapters/push/web-push-sender';
import { createApp } from './app';
import type { Config } from './config';
import type { Database } from './db/client';
import { createReadReplica } from './db/read-replica';
import { foodCatalogService, lazyFoodCatalogService } from './modules/foods/food-catalog';
import { startBillingJob } from './modules/billing/billing-job';
import { startJob } from './jobs/job-runner';
import { offsetClock } from './modules/test-clock/routes';
import { apiHeaders, withHotRoutes } from './hot-listener';
import { pruneExpiredIdempotencyKeys } from './http/idempotency';
import { pruneExpired } from './http/rate-limiter';
import { hotRoutes } from './modules/hot-routes';
import type { Secrets } from './secrets';

export interface Serving {
  config: Config;
  log: Logger;
  secrets: Secrets;
  db: Database;
  embedded: boolean;
  /** ms since the process started at the end of each start-up phase, for the "Nutri em" line. */
  startup: Record<string, number>;
  cleanups: Array<() => Promise<void> | void>;
  runCleanups: () => Promise<void>;
  /** Shared with main: set once a signal starts the shutdown (the database's exit is then expected). */
  state: { stopping: boolean };
}

/**
 * The app itself once its database is ready: the HTTP server (the hot routes
 * ahead of Hono), the background jobs and the graceful shutdown. A module of
 * its own so that main.ts can load it while PostgreSQL starts (decision 0023,
 * addendum of 2026-11-27: cold start).
 */
/**
 * The food catalog, its index and the text analyser (0.2–0.5 s of CPU): main.ts builds them while it waits for
 * PostgreSQL, a time this process otherwise spends idle (decision 0023, addendum of 2026-11-27).
 */
export function warmUp(): void {
  foodCatalogService();
}

export async function serve({ config, log, secrets, db, embedded, startup, cleanups, runCleanups, state }: Serving) {
  const testClock = config.testClockControl ? offsetClock(undefined, config.testClockStart ?? undefined) : undefined;
  const clock = testClock ? testClock.now : () => new Date();
  const email = config.smtpUrl ? smtpSender(config.smtpUrl, config.emailFrom) : outboxSender(db);
  const google = config.google ? oidcClient(config.google) : null;
  // The optional read replica, checked by this server every DATABASE_REPLICA_CHECK_MS (decision 0050).
  const replica = config.database.replica
    ? createReadReplica({ primary: db, settings: config.database.replica, poolMode: config.database.poolMode, log })
    : null;
  if (replica) {
    replica.start();
    cleanups.push(() => replica.stop());
  }
  const app = createApp({
    replica,
    db,
    log,
    clock,
    email,
    google,
    appUrl: config.appUrl,
    sessionSecret: config.sessionSecret ?? secrets.sessionSecret,
    trustProxy: config.trustProxy,
    devOutbox: config.devOutbox,
    emailDelivery: config.emailDelivery,
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
      timeoutMs: config.openFoodFactsTimeoutMs,
      userAgent: `Nutri/1.0 (${config.supportEmail})`,
    }),
    supportEmail: config.supportEmail,
    dpoEmail: config.dpoEmail,
    company: config.company,
    signupLimits: config.signupLimits,
    ratingsMinToShow: config.ratingsMinToShow,
    whatsapp: config.whatsapp ? { graph: whatsappGraph(config.whatsapp), settings: config.whatsapp } : null,
    push: webPushSender({
      keys: config.push.vapidKeys ?? { publicKey: secrets.vapidPublicKey, privateKey: secrets.vapidPrivateKey },
      subject: config.push.subject,
      allowLoopback: config.push.allowLoopback,
    }),
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
  // Reminders and the weekly review, on every server too (each send claimed in reminder_sends, decision 0049).
  const reminderJob = app.reminders.start(config.push.reminderJobIntervalMs);
  cleanups.push(() => reminderJob.stop());

  // Expired rate-limit counters and idempotency keys, hourly and a minute after start-up (a server restarted
  // more often than hourly still prunes); idempotent deletes, so every server may run it.
  const pruner = startJob(
    {
      name: 'limpeza',
      everyMs: 3_600_000,
      firstAfterMs: 60_000,
      run: (now) => Promise.all([pruneExpired(db, now), pruneExpiredIdempotencyKeys(db, now)]),
    },
    { clock, log },
  );
  cleanups.push(() => pruner.stop());
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
    if (config.devOutbox) {
      log.info(
        `Sem SMTP_URL: os e-mails (redefinição de senha) ficam em http://localhost:${port}/dev/outbox — ` +
          'aberta só para este computador',
      );
    }
  });
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const shutdown = (signal: string) => {
    if (state.stopping) return;
    state.stopping = true;
    log.info({ signal }, 'encerrando: parando de aceitar conexões');
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
}

/** dist/server/*.js → dist/web; src/server/serve.ts (tsx) → dist/web as well. */
function webDirFromHere(): string {
  return import.meta.url.includes('/dist/server/') ? '../web' : '../../dist/web';
}
