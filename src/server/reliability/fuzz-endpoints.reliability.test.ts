import { randomInt } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../modules/credentials/session-repository';
import { SESSION_COOKIE } from '../http/session';
import { plateJpeg } from '../test/image-fixtures';
import { startFakeOpenFoodFacts } from '../test/fake-open-food-facts';
import { createTestApp, type TestApp } from '../test/test-app';
import { mountedApiRoutes } from '../test/mounted-routes';
import { changedTables, listTables, takeSnapshot } from './fuzz/data-snapshot';
import { endpointSpecs, type IdKind } from './fuzz/endpoint-specs';
import { FUZZ_PASSKEY_ID } from './fuzz/passkey-bodies';
import { softAuthenticator } from '../test/soft-authenticator';
import { fuzzEndpoint, groupViolations, type EndpointReport, type FuzzWorld } from './fuzz/fuzz-endpoint';
import { FuzzTarget, PINNED_NOW } from './fuzz/fuzz-target';
import { answerOnboarding, httpClient, signUpPerson } from './support/http-client';
import { freePort } from './support/ports';
import { runLength } from './support/run-length';
import { removeDataDir, tempDataDir } from './support/server-process';

/**
 * Property-based fuzz of every route under /api (docs/decisions/0020-reliability-suite.md). Every run sends
 * each route's fixed corpus (every leaf changed alone to each known breaker, fuzz/edge-cases.ts) and then
 * FUZZ_RUNS random cases: 12 on every change, 200 in `npm run test:long` (support/run-length.ts). The seed is
 * new on every run, so the random cases reach further over time; it is printed, and FUZZ_SEED replays a run.
 * FUZZ_ONLY keeps the routes containing it (alternatives split by "|"), FUZZ_SHRINK=1 stops at the first violation and lets fast-check
 * shrink it to a minimal request.
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31);
const RUNS = runLength('FUZZ_RUNS', 12, 200);
const ONLY = process.env.FUZZ_ONLY ?? '';
const SHRINK = process.env.FUZZ_SHRINK === '1';
const persona = { email: 'ana.fuzz@example.com', password: 'Segura123!' };
const specs = endpointSpecs(persona);
const routes = Object.keys(specs).filter((route) => ONLY.split('|').some((part) => route.includes(part)));

let t: TestApp;
let pool: pg.Pool;
let target: FuzzTarget;
let dataDir: string;
let openFoodFacts: Awaited<ReturnType<typeof startFakeOpenFoodFacts>> | undefined;
let personaId: string;
let personaCookie: string;
const knownIds = new Map<IdKind, string[]>();
const reports: EndpointReport[] = [];

/** A stable number per route, so FUZZ_ONLY replays exactly the cases of the full run. */
function routeSeed(route: string): number {
  let hash = SEED | 0;
  for (const char of route) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

async function refreshIds() {
  const q = async (sql: string) => (await pool.query<{ id: string }>(sql, [personaId])).rows.map((r) => r.id);
  knownIds.set('meal', await q('select id::text from meals where user_id = $1 limit 20'));
  knownIds.set('chatMessage', await q('select id::text from chat_messages where user_id = $1 limit 20'));
  knownIds.set('chatAction', await q('select id::text from chat_actions where user_id = $1 limit 20'));
  knownIds.set('notification', await q('select id::text from notifications where user_id = $1 limit 20'));
  knownIds.set('photo', await q('select id::text from photos where user_id = $1 limit 20'));
  knownIds.set('checkout', await q('select id::text from sandbox_checkouts where user_id = $1 limit 20'));
  knownIds.set('session', await q('select left(token_hash, 16) as id from sessions where user_id = $1 limit 20'));
  knownIds.set('food', ['taco-1', 'taco-3', 'taco-561', 'TACO-3', 'taco-999999']);
  knownIds.set('myFood', await q("select 'meu-' || id::text as id from my_foods where user_id = $1 limit 20"));
  knownIds.set('accessToken', await q('select id::text from access_tokens where user_id = $1 limit 20'));
  knownIds.set('water', await q('select id::text from water_intakes where user_id = $1 limit 20'));
  knownIds.set('weight', await q('select id::text from weights where user_id = $1 limit 20'));
  knownIds.set('passkey', await q('select id::text from passkeys where user_id = $1 limit 20'));
}

/** The persona's first meals, water, chat, photo and checkout: ids the path generators can point at. */
async function seedPersona(url: string) {
  const client = httpClient(url);
  personaId = (await signUpPerson(client, persona.email, persona.password)).id;
  personaCookie = client.cookie();
  // A linked WhatsApp number (as if the code had been sent from the phone), so the reminder toggle has one to change.
  await pool.query(`insert into whatsapp_links (user_id, phone, linked_at) values ($1, '5511987650000', now())`, [
    personaId,
  ]);
  await client.post('/api/meals', {
    slot: 'almoco',
    eatenAt: '2026-11-22T15:30:00.000Z',
    items: [{ foodId: 'taco-3', grams: 120 }],
  });
  await client.post('/api/water', { ml: 300 });
  await client.post('/api/weights', { weightKg: 62 });
  await client.post('/api/my-foods', {
    name: 'Pão da padaria',
    basis: 'per100g',
    portionLabel: 'unidade',
    portionGrams: 50,
    energyKcal: 290,
    carbsG: 58,
    proteinG: 9,
    fatG: 3,
  });
  await client.post('/api/chat/messages', { text: 'comi um pão francês com manteiga no café' });
  await client.post('/api/settings/tokens', { name: 'Claude', scope: 'read_write' });
  // A real passkey (decision 0052), made through the API by the tests' software authenticator.
  const options = await client.post('/api/settings/passkeys/registration/options', { password: persona.password });
  const device = softAuthenticator({ origin: url });
  const added = await client.post('/api/settings/passkeys/registration', {
    response: device.register(options.body as PublicKeyCredentialCreationOptionsJSON, {
      newCredentialId: FUZZ_PASSKEY_ID,
    }),
  });
  if (added.status !== 201) throw new Error(`passkey da persona não foi criada: HTTP ${added.status}`);
  await client.get('/api/notifications');
  await client.post('/api/billing/subscribe');
  const form = new FormData();
  form.set('photo', new File([new Uint8Array(await plateJpeg(320, 240))], 'prato.jpg', { type: 'image/jpeg' }));
  await fetch(`${url}/api/analysis/photo`, {
    method: 'POST',
    body: form,
    headers: { origin: url, cookie: personaCookie },
  });
}

beforeAll(async () => {
  console.log(`fuzz: FUZZ_SEED=${SEED}, ${RUNS} casos por rota, ${routes.length} rotas`);
  t = await createTestApp({ clockControl: true });
  pool = new pg.Pool({ connectionString: t.url, max: 2 });
  dataDir = tempDataDir('fuzz');
  // Open Food Facts on loopback: a found product, the rest unknown (a 503 for "OFF is down" is tested in the API tests).
  openFoodFacts = await startFakeOpenFoodFacts({
    '7891000100103': { product_name: 'Iogurte natural', nutriments: { 'energy-kcal_100g': 63 } },
  });
  target = new FuzzTarget({ databaseUrl: t.url, dataDir, port: await freePort(), openFoodFactsUrl: openFoodFacts.url });
  await target.start();
  await seedPersona(target.url);
});

afterAll(async () => {
  await target?.stop();
  await openFoodFacts?.close();
  await pool?.end();
  await t?.close();
  if (dataDir) removeDataDir(dataDir);
  printSummary();
});

/**
 * The persona's profile back to the one it signed up with: the onboarding and weight-goal routes leave whatever
 * their last accepted random case said (any valid age, size and goal), and a plan for that one may rightly be refused.
 */
async function resetProfile() {
  const client = httpClient(target.url);
  for (const pair of personaCookie.split('; ')) {
    const [name, ...value] = pair.split('=');
    if (name) client.jar.set(name, value.join('='));
  }
  await answerOnboarding(client);
  const goal = await client.send('DELETE', '/api/weights/goal');
  if (goal.status >= 300) throw new Error(`meta de peso da persona não foi apagada: HTTP ${goal.status}`);
}

function world(): FuzzWorld {
  return {
    target,
    pool,
    tables: [],
    personaCookie: () => personaCookie,
    throwawayCookie: async () => {
      const token = await createSession(t.db, { userId: personaId, persistent: true, now: new Date(PINNED_NOW) });
      return `${SESSION_COOKIE}=${token}`;
    },
    ids: (kind) => knownIds.get(kind) ?? [],
  };
}

describe('fuzz de todas as rotas /api', () => {
  it('tem um caso de fuzz para cada rota da API, e nenhum para rota que não existe', () => {
    const mounted = mountedApiRoutes(t.app);
    const all = Object.keys(specs);
    expect(
      mounted.filter((route) => !all.includes(route)),
      'rotas sem fuzz',
    ).toEqual([]);
    expect(
      all.filter((route) => !mounted.includes(route)),
      'fuzz de rotas que não existem',
    ).toEqual([]);
  });

  it('percebe quando uma linha muda (o retrato dos dados que os casos 4xx comparam)', async () => {
    const tables = await listTables(pool);
    const before = await takeSnapshot(pool, tables);
    await pool.query(`update water_intakes set ml = ml + 1 where user_id = $1`, [personaId]);
    const changed = changedTables(before, await takeSnapshot(pool, tables));
    await pool.query(`update water_intakes set ml = ml - 1 where user_id = $1`, [personaId]);
    expect(changed).toEqual(['water_intakes 1→1']);
    expect(changedTables(before, await takeSnapshot(pool, tables))).toEqual([]);
  });

  it.each(routes)('%s', async (route) => {
    // The persona must still be signed in (a route that ended its session would be a finding of its own).
    const me = await fetch(`${target.url}/api/me`, { headers: { cookie: personaCookie } });
    expect(me.status, 'a sessão da persona terminou antes desta rota').toBe(200);
    await refreshIds();
    if (specs[route]!.resetProfile) await resetProfile();
    const w = world();
    w.tables = await listTables(pool);
    const report = await fuzzEndpoint(route, specs[route]!, w, { seed: routeSeed(route), runs: RUNS, shrink: SHRINK });
    reports.push(report);
    const text = groupViolations(report.violations)
      .map(
        (g) =>
          `${g.count}× ${g.kind} ${g.status ?? ''} ${g.detail}${g.examples.map((e) => `\n    ex.: ${e}`).join('')}`,
      )
      .join('\n');
    expect(text, `FUZZ_SEED=${SEED} FUZZ_ONLY='${route}'`).toBe('');
  });
});

function printSummary() {
  if (!reports.length) return;
  const lines = reports.map((r) => {
    const statuses = Object.entries(r.byStatus)
      .map(([k, v]) => `${k}:${v}`)
      .join(' ');
    const groups = groupViolations(r.violations);
    return `${r.route.padEnd(46)} ${String(r.cases).padStart(4)} casos ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${statuses}${groups.length ? `  ✘ ${groups.map((g) => `${g.kind}×${g.count}`).join(', ')}` : ''}${r.skipped ? `  (${r.skipped} pulados)` : ''}`;
  });
  const total = reports.reduce((sum, r) => sum + r.ms, 0);
  console.log(
    `\nfuzz (FUZZ_SEED=${SEED}): ${reports.reduce((s, r) => s + r.cases, 0)} casos em ${(total / 1000).toFixed(1)} s, ` +
      `${target?.restarts ?? 0} reinícios do servidor\n${lines.join('\n')}`,
  );
  mkdirSync('test-results/reliability', { recursive: true });
  writeFileSync(
    'test-results/reliability/fuzz-report.json',
    JSON.stringify(
      { seed: SEED, runs: RUNS, reports: reports.map((r) => ({ ...r, violations: groupViolations(r.violations) })) },
      null,
      2,
    ),
  );
}
