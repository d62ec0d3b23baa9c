import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSse } from '../test/chat-helpers';
import { startFakeS3 } from '../test/fake-s3';
import { plateJpeg } from '../test/image-fixtures';
import { createTestDatabase } from '../test/test-database';
import { httpClient, signUpPerson, type HttpClient } from './support/http-client';
import { freePort } from './support/ports';
import { startRoundRobinProxy } from './support/round-robin-proxy';
import {
  delay,
  removeDataDir,
  startServer,
  stopServer,
  tempDataDir,
  type ServerProcess,
} from './support/server-process';

/**
 * Two app servers, one PostgreSQL, a round-robin proxy in front (docs/operations/
 * deploy.md, "Two servers or more"; docs/decisions/0020-reliability-suite.md).
 * Everything a person sees must behave as with one server. The database is a
 * fresh one inside TEST_DATABASE_URL when set (CI's PostgreSQL 15), else inside
 * the suite's embedded cluster.
 */
const ADMIN_URL = process.env.TEST_DATABASE_URL || undefined;
const T0 = Date.parse('2026-11-22T15:00:00.000Z');
const DAY = 86_400_000;
const SESSION_SECRET = 'dois-servidores-mesmo-segredo-0123456789';
const S3 = { bucket: 'nutri-fotos', accessKeyId: 'AKIATESTE', secretAccessKey: 'segredo-de-teste' };

type Cluster = Awaited<ReturnType<typeof startCluster>>;

async function startCluster(options: { databaseUrl: string; poolMode: string; migrateConcurrently?: boolean }) {
  const s3 = await startFakeS3({ ...S3, port: await freePort() });
  const ports = { a: await freePort(), b: await freePort(), proxy: await freePort() };
  const proxyUrl = `http://127.0.0.1:${ports.proxy}`;
  const dirs = [tempDataDir('server-a'), tempDataDir('server-b')];
  const env = {
    DATABASE_URL: options.databaseUrl,
    DATABASE_POOL_MODE: options.poolMode, // transaction through PgBouncer (TEST_DB_ENGINE=external), as in production
    APP_URL: proxyUrl,
    SESSION_SECRET,
    TRUST_PROXY: 'true',
    TEST_CLOCK_CONTROL: 'true',
    BILLING_JOB_INTERVAL_MS: '1000',
    CHAT_RATE_LIMIT: '4',
    S3_BUCKET: S3.bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3.secretAccessKey,
    S3_ENDPOINT: s3.endpoint,
  };
  // Started together, as a deployment rolls them out: both run the migrations at the same moment.
  const started = await Promise.allSettled(
    dirs.map((dataDir, i) => startServer({ dataDir, port: i === 0 ? ports.a : ports.b, env })),
  );
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // The one that did start must not outlive the test.
    await Promise.all(servers.map((server) => stopServer(server)));
    await s3.close();
    dirs.forEach(removeDataDir);
    throw failed.reason;
  }
  const proxy = await startRoundRobinProxy(
    [
      { name: 'a', url: servers[0]!.url },
      { name: 'b', url: servers[1]!.url },
    ],
    ports.proxy,
  );
  return {
    proxyUrl,
    servers,
    async stop() {
      await proxy.close();
      await Promise.all(servers.map((server: ServerProcess) => stopServer(server)));
      await s3.close();
      dirs.forEach(removeDataDir);
    },
    /** Moves both servers' clocks (each runs its billing sweep at the new time, at the same moment). */
    async setClocks(instantMs: number) {
      const answers = await Promise.all(
        servers.map((server) =>
          fetch(`${server.url}/api/test/clock`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: proxyUrl },
            body: JSON.stringify({ now: new Date(instantMs).toISOString() }),
          }),
        ),
      );
      for (const answer of answers) expect(answer.status).toBe(200);
    },
  };
}

const upstreamOf = (answer: { headers: Headers }) => answer.headers.get('x-upstream');

describe('dois servidores atrás de um proxy, um PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let cluster: Cluster;
  let pool: pg.Pool;
  let people = 0;

  beforeAll(async () => {
    database = await createTestDatabase({ adminUrl: ADMIN_URL, migrate: false });
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    cluster = await startCluster({ databaseUrl: database.url, poolMode: database.poolMode });
    await cluster.setClocks(T0);
  });

  afterAll(async () => {
    await cluster?.stop();
    await pool?.end();
    await database?.drop();
  });

  async function person(): Promise<{ client: HttpClient; email: string; id: string }> {
    const client = httpClient(cluster.proxyUrl);
    const email = `pessoa${++people}@example.com`;
    const { id } = await signUpPerson(client, email);
    return { client, email, id };
  }

  it('os dois servidores sobem juntos no mesmo banco vazio, e cada migração é aplicada uma vez', async () => {
    const journal = JSON.parse(readFileSync('src/server/db/migrations/meta/_journal.json', 'utf8'));
    const { rows } = await pool.query(
      'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
    );
    expect(rows).toHaveLength(journal.entries.length);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
  });

  it('sessão aberta num servidor vale no outro; sair num encerra nos dois', async () => {
    const { client, email, id } = await person();
    const fresh = httpClient(cluster.proxyUrl);
    const login = await fresh.post('/api/auth/login', { email, password: 'Segura123!' });
    expect(login.status).toBe(200);
    const answers = [await fresh.get('/api/me'), await fresh.get('/api/me')];
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.body.id)).toEqual([id, id]);
    expect(new Set([upstreamOf(login), ...answers.map(upstreamOf)])).toEqual(new Set(['a', 'b']));

    expect((await fresh.post('/api/auth/logout')).status).toBe(204);
    // The cookie the browser just dropped, sent again to both servers: refused by both.
    const stale = `nutri_session=${login.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]}`;
    const after = [await fresh.get('/api/me', { cookie: stale }), await fresh.get('/api/me', { cookie: stale })];
    expect(after.map((a) => a.status)).toEqual([401, 401]);
    expect(new Set(after.map(upstreamOf))).toEqual(new Set(['a', 'b']));
    expect((await client.get('/api/me')).status).toBe(200); // the sign-up's own session is untouched
  });

  it('limites contados entre os dois: login errado e mensagens do chat', async () => {
    const { email } = await person();
    const stranger = httpClient(cluster.proxyUrl);
    const failures = [];
    for (let i = 0; i < 5; i++)
      failures.push(await stranger.post('/api/auth/login', { email, password: 'errada-123' }));
    expect(failures.map((f) => f.status)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(failures.map(upstreamOf))).toEqual(new Set(['a', 'b']));
    const locked = [await stranger.post('/api/auth/login', { email, password: 'Segura123!' })];
    locked.push(await stranger.post('/api/auth/login', { email, password: 'Segura123!' }));
    expect(locked.map((l) => [l.status, l.body.error.code])).toEqual([
      [429, 'too_many_attempts'],
      [429, 'too_many_attempts'],
    ]);
    expect(new Set(locked.map(upstreamOf))).toEqual(new Set(['a', 'b']));

    const { client } = await person();
    const sent = [];
    for (let i = 0; i < 4; i++)
      sent.push(await client.post('/api/chat/messages', { text: `pergunta ${i}: quanto posso comer?` }));
    expect(sent.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    const over = [
      await client.post('/api/chat/messages', { text: 'mais uma' }),
      await client.post('/api/chat/messages', { text: 'e outra' }),
    ];
    expect(over.map((o) => o.status)).toEqual([429, 429]);
    expect(new Set([...sent, ...over].map(upstreamOf))).toEqual(new Set(['a', 'b']));
  });

  it('notificações geradas uma vez, com os dois servidores respondendo ao mesmo tempo', async () => {
    const { client, id } = await person();
    try {
      // Five days into the 7-day trial: the "2 days left" reminder is due.
      await cluster.setClocks(T0 + 5 * DAY + 3_600_000);
      const answers = await Promise.all(Array.from({ length: 8 }, () => client.get('/api/notifications')));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map(upstreamOf))).toEqual(new Set(['a', 'b']));
      const { rows } = await pool.query(
        'select kind, key, count(*)::int as n from notifications where user_id = $1 group by kind, key',
        [id],
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((r) => r.n !== 1)).toEqual([]);
      for (const answer of answers) expect(answer.body.items).toHaveLength(rows.length);
    } finally {
      await cluster.setClocks(T0);
    }
  });

  it('o chat chega em streaming (server-sent events) através do proxy', async () => {
    const { client } = await person();
    const response = await fetch(`${cluster.proxyUrl}/api/chat/messages`, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        origin: cluster.proxyUrl,
        cookie: client.cookie(),
      },
      body: JSON.stringify({ text: 'quantas calorias tem 2 ovos cozidos?' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const events = parseSse(await response.text());
    expect(events[0]?.event).toBe('message');
    expect(events.at(-1)?.event).toBe('reply');
    expect(events.at(-1)?.data.text).toMatch(/kcal/);
    // Both servers show the stored conversation.
    const histories = [await client.get('/api/chat/messages'), await client.get('/api/chat/messages')];
    expect(new Set(histories.map(upstreamOf))).toEqual(new Set(['a', 'b']));
    for (const history of histories)
      expect(history.body.items.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
  });

  it('o job de cobrança dos dois servidores cobra cada vencimento uma vez', async () => {
    const { client, id, email } = await person();
    const started = await client.post('/api/billing/subscribe');
    expect(started.status).toBe(201);
    const checkout = String(started.body.checkoutUrl).split('/').pop();
    const paid = await client.post(`/api/billing/sandbox/checkouts/${checkout}`, {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvc: '123',
      holderName: 'Pessoa Confiável',
    });
    expect(paid.status).toBe(200);
    const counts = async () => {
      const q = async (sql: string, param: string) => (await pool.query(sql, [param])).rows[0].n as number;
      return {
        charges: await q('select count(*)::int as n from sandbox_charges where user_id = $1', id),
        invoices: await q('select count(*)::int as n from billing_invoices where user_id = $1', id),
        duplicateEmails: await q(
          'select count(*)::int as n from (select 1 from outbox_emails where "to" = $1 group by subject, text having count(*) > 1) d',
          email,
        ),
      };
    };
    try {
      for (const [instant, charges] of [
        [T0 + 7 * DAY + 3_600_000, 1], // the trial ends: the first charge
        [T0 + 38 * DAY, 2], // a month later: the renewal
      ] as const) {
        await cluster.setClocks(instant);
        // Both jobs tick every second: wait for the charge, then for a few more ticks of each.
        const deadline = Date.now() + 15_000;
        while ((await counts()).charges < charges && Date.now() < deadline) await delay(100);
        await delay(2500);
        const now = await counts();
        expect(now.charges).toBe(charges);
        expect(now.invoices).toBe(charges);
        expect(now.duplicateEmails, 'e-mails enviados duas vezes').toBe(0);
      }
    } finally {
      await cluster.setClocks(T0);
    }
  });

  it('foto enviada por um servidor é lida pelo outro (armazenamento S3 compartilhado)', async () => {
    const { client } = await person();
    const form = new FormData();
    form.set('photo', new File([new Uint8Array(await plateJpeg(480, 360, 3))], 'prato.jpg', { type: 'image/jpeg' }));
    const upload = await fetch(`${cluster.proxyUrl}/api/analysis/photo`, {
      method: 'POST',
      body: form,
      headers: { origin: cluster.proxyUrl, cookie: client.cookie() },
    });
    expect(upload.status).toBe(200);
    const { photoId } = (await upload.json()) as { photoId: string };
    const reads = [];
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${cluster.proxyUrl}/api/photos/${photoId}`, { headers: { cookie: client.cookie() } });
      reads.push({
        status: answer.status,
        upstream: upstreamOf(answer),
        bytes: Buffer.from(await answer.arrayBuffer()),
      });
    }
    expect(reads.map((r) => r.status)).toEqual([200, 200]);
    expect(new Set([upstreamOf(upload), ...reads.map((r) => r.upstream)])).toEqual(new Set(['a', 'b']));
    expect(reads[0]!.bytes.equals(reads[1]!.bytes)).toBe(true);
    expect(reads[0]!.bytes.subarray(0, 2).toString('hex')).toBe('ffd8'); // a JPEG
  });
});
