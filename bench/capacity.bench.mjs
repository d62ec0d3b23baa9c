// The capacity plan's measured figures (docs/capacity-plan.md, decision 0051), on the bench seed (YEAR_SEED):
// 1. bytes per row of the tables that grow with use (table, TOAST and indexes, from pg_total_relation_size);
// 2. one active person's day through the real API — sign-up aside: 8 dashboard opens (stats/day + me),
//    3 meals of 3 items found by food search, 4 glasses of water, the history's first page with its day
//    totals and a week of statistics — counted in PostgreSQL's own statistics for the database
//    (pg_stat_database: transactions, rows read and written, blocks), averaged over PEOPLE people.
import { signUpBenchPerson } from './lib/app-process.mjs';
import { startYearSeededApp, stopYearSeededApp } from './lib/seed-meals.mjs';
import pg from 'pg';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3741);
const DB_PORT = Number(process.env.BENCH_DB_PORT ?? 56053);
const PEOPLE = 10;
const GROWING = ['meals', 'meal_items', 'meal_day_totals', 'water_intakes', 'sessions', 'users'];

async function sizes(client) {
  const { rows } = await client.query(
    `select c.relname as name, c.reltuples::bigint as rows, pg_total_relation_size(c.oid) as total,
       pg_relation_size(c.oid) as heap, pg_indexes_size(c.oid) as indexes
     from pg_class c where c.relname = any($1::text[]) and c.relkind = 'r'`,
    [GROWING],
  );
  return rows;
}

/** Database-wide counters; a backend reports its own when idle (at most every 10 s in PostgreSQL 15). */
async function counters(client) {
  const { rows } = await client.query(
    `select xact_commit + xact_rollback as xacts, tup_returned, tup_fetched, tup_inserted + tup_updated + tup_deleted as written,
       blks_hit + blks_read as blocks from pg_stat_database where datname = current_database()`,
  );
  return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
}

/** CPU seconds (user + system) a process has used so far. */
const cpuOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz on Linux)
  } catch {
    return 0; // the process ended
  }
};

/** The hot routes a signed-in screen calls most, each path for the k-th request (another person each time). */
const HOT = [
  ['GET /api/stats/day (hoje)', () => '/api/stats/day'],
  ['GET /api/me', () => '/api/me'],
  ['GET /api/stats/day?date= (dia passado)', (k) => `/api/stats/day?date=${daysAgo(1 + (k % 300))}`],
  [
    'GET /api/stats/range (7 dias)',
    (k) => `/api/stats/range?from=${daysAgo(7 + (k % 300))}&to=${daysAgo(1 + (k % 300))}`,
  ],
  ['GET /api/meals?limit=20 (1ª página do histórico)', () => '/api/meals?limit=20'],
];
const daysAgo = (n) => new Date(Date.now() - 3 * 3_600_000 - n * 86_400_000).toISOString().slice(0, 10);

/**
 * CPU per request on each side: the app's Node process and the PostgreSQL backends of the database (by their pids
 * in pg_stat_activity), over REQUESTS requests at 16 connections after a warm-up; req/s per core is 1 s ÷ that.
 */
async function cpuPerRequest(baseUrl, appPid, client, tokens) {
  const figures = {};
  const backends = async () =>
    (
      await client.query(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((r) => r.pid);
  for (const [name, pathOf] of HOT) {
    let k = 0;
    const run = (amount) =>
      autocannon({
        url: baseUrl,
        connections: 16,
        amount,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: pathOf(k),
              headers: { cookie: `nutri_session=${tokens[k++ % tokens.length]}` },
            }),
          },
        ],
      });
    await run(1000);
    const pids = await backends();
    const pgBefore = pids.reduce((sum, pid) => sum + cpuOf(pid), 0);
    const nodeBefore = cpuOf(appPid);
    const result = await run(REQUESTS);
    const node = ((cpuOf(appPid) - nodeBefore) / REQUESTS) * 1e6;
    const pgCpu = ((pids.reduce((sum, pid) => sum + cpuOf(pid), 0) - pgBefore) / REQUESTS) * 1e6;
    if (result.non2xx > 0) throw new Error(`${name}: ${result.non2xx} respostas não-2xx`);
    figures[`${name}: µs de CPU por requisição, Node + PostgreSQL (req/s por núcleo)`] =
      `${Math.round(node)} + ${Math.round(pgCpu)} (${Math.round(1e6 / (node + pgCpu))})`;
  }
  return figures;
}
const REQUESTS = 5000;

async function personDay(baseUrl, n) {
  const cookie = await signUpBenchPerson(baseUrl, `Pessoa ${n}`, `capacidade${n}.${Date.now()}@example.com`);
  const call = async (method, path, body) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, origin: baseUrl, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  await call('PUT', '/api/me/onboarding', {
    goal: 'maintain',
    activity: 'light',
    sex: 'female',
    birthDate: '1990-01-01',
    heightCm: 165,
    weightKg: 60,
    mealsPerDay: 5,
  });
  return { call };
}

async function day(call) {
  const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 9 * 86_400_000).toISOString().slice(0, 10);
  const meals = [
    ['cafe', ['pao frances', 'cafe', 'leite']],
    ['almoco', ['arroz', 'feijao', 'contrafile']],
    ['jantar', ['arroz', 'ovo', 'banana']],
  ];
  for (let open = 0; open < 8; open++) {
    await call('GET', '/api/me');
    await call('GET', '/api/stats/day');
    if (open < meals.length) {
      const [slot, words] = meals[open];
      const items = [];
      for (const q of words)
        items.push({ foodId: (await call('GET', `/api/foods?q=${encodeURIComponent(q)}`)).items[0].id, grams: 100 });
      await call('POST', '/api/meals', {
        slot,
        eatenAt: new Date(Date.now() - 3600_000 * (3 - open)).toISOString(),
        items,
      });
    }
    if (open % 2 === 1) await call('POST', '/api/water', { ml: 250 });
  }
  await call('GET', '/api/meals?limit=20');
  await call('GET', `/api/meals/day-totals?dates=${today}`);
  await call('GET', `/api/stats/range?from=${weekAgo}&to=${today}`);
}

export default async function bench() {
  const seeded = await startYearSeededApp({ port: PORT, dbPort: DB_PORT });
  const client = new pg.Client({ connectionString: seeded.databaseUrl });
  await client.connect();
  const figures = {};
  try {
    for (const t of await sizes(client)) {
      if (t.rows > 0)
        figures[`${t.name}: bytes por linha (tabela + índices; linhas)`] =
          `${Math.round(t.total / t.rows)} (${Math.round(t.heap / t.rows)} + ${Math.round(t.indexes / t.rows)}; ${t.rows})`;
    }
    Object.assign(figures, await cpuPerRequest(seeded.app.baseUrl, seeded.app.child.pid, client, seeded.tokens));
    const people = [];
    for (let n = 0; n < PEOPLE; n++) people.push(await personDay(seeded.app.baseUrl, n));
    await new Promise((r) => setTimeout(r, 11_000)); // the sign-ups' statements reported before the day starts
    const before = await counters(client);
    const pids = (await client.query('select pid from pg_stat_activity where datname = current_database()')).rows.map(
      (r) => r.pid,
    );
    const cpu = () => [cpuOf(seeded.app.child.pid), pids.reduce((sum, pid) => sum + cpuOf(pid), 0)];
    const [nodeBefore, pgBefore] = cpu();
    for (const { call } of people) await day(call);
    const [nodeAfter, pgAfter] = cpu();
    await new Promise((r) => setTimeout(r, 11_000));
    const after = await counters(client);
    const per = (key) => Math.round((after[key] - before[key]) / PEOPLE);
    figures['dia de uma pessoa ativa: requisições'] = 8 * 2 + 3 * 4 + 4 + 3;
    figures['dia de uma pessoa ativa: transações no PostgreSQL'] = per('xacts');
    figures['dia de uma pessoa ativa: linhas escritas (inserções, alterações, exclusões)'] = per('written');
    figures['dia de uma pessoa ativa: linhas lidas (por índice + varridas)'] =
      `${per('tup_fetched')} + ${per('tup_returned')}`;
    figures['dia de uma pessoa ativa: blocos de 8 kB tocados'] = per('blocks');
    figures['dia de uma pessoa ativa: ms de CPU, Node + PostgreSQL'] =
      `${Math.round(((nodeAfter - nodeBefore) / PEOPLE) * 1000)} + ${Math.round(((pgAfter - pgBefore) / PEOPLE) * 1000)}`;
  } finally {
    await client.end();
    await stopYearSeededApp(seeded);
  }
  return figures;
}
