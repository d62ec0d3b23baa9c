import { desc } from 'drizzle-orm';
import { openFoodFacts, type OpenFoodFacts } from '../adapters/open-food-facts/open-food-facts';
import type { ContactInfo } from '../../contracts/help';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { FoodRecognizer } from '../adapters/ai/food-recognizer';
import { diskStorage } from '../adapters/storage/disk-storage';
import type { ObjectStorage } from '../adapters/storage/object-storage';
import { outboxSender } from '../adapters/email/outbox-sender';
import type { OidcClient } from '../adapters/oauth/oidc-client';
import { createApp } from '../app';
import type { WhatsappGraph } from '../adapters/whatsapp/whatsapp-graph';
import type { WhatsappSettings } from '../config-whatsapp';
import type { ChatSettings } from '../config-chat';
import type { PushSender } from '../adapters/push/web-push-sender';
import { foodCatalogService } from '../modules/foods/food-catalog';
import { createBilling, type PaymentsConfig } from '../modules/billing/create-billing';
import { offsetClock } from '../modules/test-clock/routes';
import type { Database } from '../db/client';
import { outboxEmails } from '../db/schema';
import { createTestDatabase, type TestDatabase } from './test-database';
import { createReadReplica, type ReadReplica } from '../db/read-replica';
import { databaseEnvSchema, databaseSettings } from '../config-database';
import type { EmailDelivery } from '../../contracts/email-delivery';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_SESSION_SECRET = 'test-secret-test-secret-test-secret-0123';

/** A controllable clock: tests move time instead of sleeping. */
export function testClock(start = new Date('2026-11-22T15:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** The real app over a real database, driven in-process through `app.request`. */
export async function createTestApp(
  options: {
    google?: OidcClient;
    payments?: PaymentsConfig;
    vision?: FoodRecognizer;
    storage?: ObjectStorage;
    dailyPhotoLimit?: number;
    /** The built web app (the site's pre-rendered pages sit beside it). */
    webDir?: string;
    /** Mount POST /api/test/clock, as main.ts does with TEST_CLOCK_CONTROL. */
    clockControl?: boolean;
    chat?: ChatSettings;
    /** Where the app logs (silent by default); tests that read the logs bring their own. */
    log?: Logger;
    /** Open Food Facts; by default a closed loopback port (no network in tests). */
    openFoodFacts?: OpenFoodFacts;
    /** SUPPORT_EMAIL and COMPANY_* (defaults: suporte@nutri.local, no company). */
    contact?: ContactInfo;
    /** RATINGS_MIN_TO_SHOW (default 30). */
    ratingsMinToShow?: number;
    /** The WhatsApp channel (a fake Graph API on loopback); off when omitted. */
    whatsapp?: { graph: WhatsappGraph; settings: WhatsappSettings };
    /** A database of the test's own (the replica tests' primary); a fresh copy of the template by default. */
    database?: Pick<TestDatabase, 'db' | 'url' | 'poolMode' | 'drop'> & Partial<TestDatabase>;
    /**
     * The read replica (decision 0050). By default the run's own when it has one (the external run: decision 0064),
     * checked before the app answers and stopped with it; null for none.
     */
    replica?: ReadReplica | null;
    /** Web Push towards a fake push service on loopback; off when omitted. */
    push?: PushSender;
    /** Where e-mails go as the screens say it (default: the development outbox). */
    emailDelivery?: EmailDelivery;
  } = {},
) {
  const database = options.database ?? (await createTestDatabase());
  const ownReplica = options.replica === undefined ? await runReplica(database) : null;
  const replica = options.replica ?? ownReplica;
  const clock = testClock();
  // As main.ts with TEST_CLOCK_CONTROL: POST /api/test/clock moves the app's clock (on top of the test clock).
  const control = options.clockControl ? offsetClock(clock.now) : undefined;
  // Photos go to a throw-away folder unless the test brings its own storage.
  const uploads = mkdtempSync(path.join(tmpdir(), 'nutri-api-uploads-'));
  const base = {
    db: database.db,
    log: options.log ?? pino({ level: 'silent' }),
    clock: control?.now ?? clock.now,
    email: outboxSender(database.db),
    google: options.google ?? null,
    appUrl: new URL(TEST_ORIGIN),
    foods: foodCatalogService(),
  };
  const payments = options.payments ?? { provider: 'sandbox' };
  const app = createApp({
    ...base,
    sessionSecret: TEST_SESSION_SECRET,
    trustProxy: false,
    devOutbox: true,
    payments,
    photos: {
      storage: options.storage ?? diskStorage(uploads),
      vision: options.vision ?? null,
      dailyLimit: options.dailyPhotoLimit ?? 100,
    },
    ...(options.webDir ? { webDir: options.webDir } : {}),
    ...(control ? { testClock: control } : {}),
    ...(options.chat ? { chat: options.chat } : {}),
    ...(options.contact ?? {}),
    openFoodFacts: options.openFoodFacts ?? openFoodFacts({ baseUrl: 'http://127.0.0.1:9', userAgent: 'Nutri/test' }),
    ...(options.whatsapp ? { whatsapp: options.whatsapp } : {}),
    ...(options.push ? { push: options.push } : {}),
    ...(options.ratingsMinToShow ? { ratingsMinToShow: options.ratingsMinToShow } : {}),
    ...(replica ? { replica } : {}),
    ...(options.emailDelivery ? { emailDelivery: options.emailDelivery } : {}),
  });
  // A second, independent billing instance, as another app server running the job would have.
  const billing = createBilling(base, payments);
  const close = async () => {
    await ownReplica?.stop();
    await database.drop();
    rmSync(uploads, { recursive: true, force: true });
  };
  /** After writing in the database directly: waits until the replica shows it too (at once without one). */
  const replicated = database.replicated ?? (async () => undefined);
  const { db, url, poolMode } = database;
  return { app, db, url, poolMode, clock, billing, close, uploads, replica, replicated };
}

/** A replica of the test database on the run's streaming replica, usable from the first request; null without one. */
async function runReplica(database: Partial<TestDatabase> & Pick<TestDatabase, 'db' | 'poolMode'>) {
  if (!database.replicaUrl) return null;
  const env = databaseEnvSchema.parse({ DATABASE_REPLICA_URL: database.replicaUrl });
  const { replica: settings } = databaseSettings(env); // production's lag bound and check interval
  const replica = createReadReplica({
    primary: database.db,
    settings: settings!,
    poolMode: database.poolMode,
    log: pino({ level: 'silent' }),
  });
  // Not before the replica has the new database: PgBouncer, refused a database once, waits 15 s to try again.
  await database.replicated?.();
  replica.start();
  // The first check keeps a sample of the primary's position (which every other file's writes move): once the
  // replica has replayed past it, the next check knows the lag. A few tries on a loaded machine.
  let status = await replica.check();
  for (let attempt = 1; !status.usable && attempt <= 5; attempt++) {
    await database.replicated?.();
    status = await replica.check();
  }
  if (!status.usable) {
    await replica.stop();
    throw new Error(`réplica dos testes fora de uso: ${status.reason}`);
  }
  return replica;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let nextIp = 1;

/**
 * A browser-like client: keeps cookies, sends a same-origin Origin on
 * mutations and comes from an address of its own (as @hono/node-server
 * reports it), so per-address limits of one test do not leak into another.
 */
export function browser(app: TestApp['app'], ip = `198.51.100.${nextIp++ % 250}`) {
  const jar = new Map<string, string>();
  const env = { incoming: { socket: { remoteAddress: ip } } };
  async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await app.request(
      path,
      {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(method !== 'GET' ? { origin: TEST_ORIGIN } : {}),
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body:
          body === undefined
            ? undefined
            : typeof body === 'string'
              ? body
              : body instanceof Uint8Array
                ? Buffer.from(body)
                : JSON.stringify(body),
      },
      env,
    );
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      if (/Max-Age=0/i.test(line) || value.join('=') === '') jar.delete(name);
      else jar.set(name, value.join('='));
    }
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as any) : null };
  }
  return {
    jar,
    get: (path: string, headers?: Record<string, string>) => send('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => send('POST', path, body ?? {}, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) => send('PUT', path, body ?? {}, headers),
    send,
  };
}

export async function latestEmail(db: Database) {
  const [email] = await db.select().from(outboxEmails).orderBy(desc(outboxEmails.createdAt)).limit(1);
  return email ?? null;
}

export { typedGoals, validOnboarding, validSignup } from './request-bodies';
