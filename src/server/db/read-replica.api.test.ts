import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WROTE_COOKIE, writeMark } from '../http/lag-tolerant-reads';
import { databaseUrl, onServer } from '../test/database-server';
import { replicaMajor, startStreamingPair, waitForReplay, type StreamingPair } from '../test/streaming-replica';
import { TEST_SESSION_SECRET, browser, createTestApp, validSignup, type TestApp } from '../test/test-app';
import { createDatabase } from './client';
import { applyMigrations } from './migrate';
import { createReadReplica, type ReadReplica } from './read-replica';

/**
 * DATABASE_REPLICA_URL against a real streaming replica (decision 0050): reads that tolerate lag go to it while
 * it is close; the person who just wrote reads the primary, on any server; a lagging or stopped replica hands
 * every read to the primary. Runs once per `npm test`: in the TEST_DATABASE_URL run when there is one.
 */
const major = replicaMajor();
const otherRunHasIt = inject('databaseEngine') === 'embedded' && Boolean(process.env.TEST_DATABASE_URL);
if (!major && process.env.CI === 'true') {
  throw new Error('CI precisa de initdb, pg_ctl e pg_basebackup em /usr/lib/postgresql/<versão>/bin');
}
const skip = !major || otherRunHasIt;
if (!major) {
  console.warn(
    'Réplica: testes pulados — sem initdb, pg_ctl e pg_basebackup em /usr/lib/postgresql/<versão>/bin ' +
      '(apt-get install postgresql)',
  );
}

const MAX_LAG_MS = 3000;
const NAME = 'nutri_replica';
let pair: StreamingPair;
let t: TestApp;
/** Another app server on the same primary and replica, checking the replica on its own. */
let other: TestApp;
let replica: ReadReplica;
let otherReplica: ReadReplica;

/** The replicas' clock, moved by the tests instead of waiting for the lag to grow. */
let replicaNow = Date.now();

function replicaOn(db: TestApp['db']) {
  // Checked by hand here (a check stays good for 3 intervals: the whole file).
  const settings = { url: databaseUrl(pair.replicaUrl, NAME), maxLagMs: MAX_LAG_MS, checkEveryMs: 60_000 };
  const log = pino({ level: 'silent' });
  return createReadReplica({ primary: db, settings, poolMode: 'session', log, now: () => replicaNow });
}

beforeAll(async () => {
  if (skip) return;
  pair = await startStreamingPair(major);
  await onServer(pair.primaryUrl, `CREATE DATABASE ${NAME}`);
  const url = databaseUrl(pair.primaryUrl, NAME);
  const { db, pool } = createDatabase(url, pino({ level: 'silent' }), 5);
  await applyMigrations(db);
  const database = { db, url, poolMode: 'session' as const, drop: () => pool.end() };
  replica = replicaOn(db);
  otherReplica = replicaOn(db);
  t = await createTestApp({ database, replica });
  other = await createTestApp({ database: { ...database, drop: async () => undefined }, replica: otherReplica });
  await waitForReplay(pair);
}, 120_000);

afterAll(async () => {
  if (skip) return;
  await replica?.stop();
  await otherReplica?.stop();
  await other?.close();
  await t?.close();
  await pair?.stop();
});

const lunch = {
  slot: 'almoco',
  eatenAt: '2026-11-22T14:30:00.000Z',
  items: [{ foodId: 'taco-3', quantity: 2, measureId: 'colher-de-servir' }],
};
const noted = (res: { body: { items: Array<{ note: string | null }> } }) => res.body.items.map((m) => m.note);
const range = '/api/stats/range?from=2026-11-16&to=2026-11-22';

describe.skipIf(skip)('réplica de leitura (DATABASE_REPLICA_URL)', () => {
  let ana: ReturnType<typeof browser>;
  let anaId: string;

  it('em dia: o histórico, as estatísticas e a exportação vêm da réplica; quem acabou de escrever lê do primário', async () => {
    ana = browser(t.app);
    anaId = (await ana.post('/api/auth/signup', validSignup({ email: 'ana.replica@example.com' }))).body.id;
    // A sign-in begins without a session, and still marks: the replica may not have the new account yet.
    expect(ana.jar.get(WROTE_COOKIE)).toMatch(/^\d+\.[\w-]{32}$/);
    expect(
      (await ana.post('/api/meals', { ...lunch, eatenAt: '2026-11-22T11:00:00.000Z', note: 'antes' })).status,
    ).toBe(201);
    await waitForReplay(pair);
    expect(await replica.check()).toMatchObject({ usable: true, reason: null });
    expect(await otherReplica.check()).toMatchObject({ usable: true });

    await pair.pauseReplay(); // from here the replica lacks every write
    expect((await ana.post('/api/meals', { ...lunch, note: 'depois' })).status).toBe(201);
    expect(ana.jar.get(WROTE_COOKIE)).toMatch(/^\d+\.[\w-]{32}$/);
    // Read-your-writes: on this server and on another one (same SESSION_SECRET), the primary answers.
    expect(noted(await ana.get('/api/meals'))).toEqual(['depois', 'antes']);
    const elsewhere = browser(other.app);
    for (const [name, value] of ana.jar) elsewhere.jar.set(name, value);
    expect(noted(await elsewhere.get('/api/meals'))).toEqual(['depois', 'antes']);
    expect((await elsewhere.get(range)).body.days.at(-1).energyKcal).toBeGreaterThan(0);

    // The same person a while later (the cookie gone, or older than the window): the replica, without 'depois'.
    const dayKcal = async () => (await ana.get(range)).body.days.at(-1).energyKcal as number;
    const both = await dayKcal();
    ana.jar.delete(WROTE_COOKIE);
    expect(await replica.check()).toMatchObject({ usable: true });
    expect(noted(await ana.get('/api/meals'))).toEqual(['antes']);
    expect(await dayKcal()).toBeCloseTo(both / 2, 1);
    ana.jar.set(WROTE_COOKIE, writeMark(TEST_SESSION_SECRET, Date.now() - replica.staleForMs - 1000, anaId));
    expect(noted(await ana.get('/api/meals'))).toEqual(['antes']);
    // A forged mark (another person's, or a bad signature) buys nothing.
    ana.jar.set(WROTE_COOKIE, `${Date.now()}.${'x'.repeat(32)}`);
    expect(noted(await ana.get('/api/meals'))).toEqual(['antes']);
    ana.jar.set(WROTE_COOKIE, writeMark(TEST_SESSION_SECRET, Date.now(), '00000000-0000-4000-8000-000000000000'));
    expect(noted(await ana.get('/api/meals'))).toEqual(['antes']);
    // The export reads the replica too, and still lists its own audit event written a moment ago on the primary.
    ana.jar.delete(WROTE_COOKIE);
    const exported = (await ana.get('/api/account/export')).body;
    expect(exported.meals.map((m: { note: string }) => m.note)).toEqual(['antes']);
    expect(exported.auditLog[0]).toMatchObject({ kind: 'export', detail: 'JSON' });
    // The bell reads last week's figures there and stores what is due on the primary.
    expect((await ana.get('/api/notifications')).status).toBe(200);
  });

  it('atrasada além do limite: tudo vai ao primário até ela alcançar', async () => {
    // Replay is still paused and the primary has written since: the lag grows with the clock.
    replicaNow += MAX_LAG_MS + 200;
    const status = await replica.check();
    expect(status).toMatchObject({ usable: false, reason: `atraso acima de ${MAX_LAG_MS} ms` });
    expect(status.lagMs).toBeGreaterThan(MAX_LAG_MS);
    expect(noted(await ana.get('/api/meals'))).toEqual(['depois', 'antes']);

    await pair.resumeReplay();
    await waitForReplay(pair);
    replicaNow += 1000;
    expect(await replica.check()).toMatchObject({ usable: true, reason: null });
    expect(noted(await ana.get('/api/meals'))).toEqual(['depois', 'antes']);
  });

  it('parada: a leitura que a encontra fora é refeita no primário, e as seguintes vão direto a ele', async () => {
    await pair.stopReplica();
    expect(replica.usable()).toBe(true); // not checked since it stopped
    const res = await ana.get('/api/meals');
    expect(res.status).toBe(200);
    expect(noted(res)).toEqual(['depois', 'antes']);
    expect(replica.usable()).toBe(false);
    expect(await replica.check()).toMatchObject({ usable: false, reason: expect.stringMatching(/^sem resposta/) });
    expect((await ana.get(range)).status).toBe(200);
    expect((await ana.get('/api/stats/day?date=2026-11-21')).status).toBe(200);
  });
});
