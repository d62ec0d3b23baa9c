// Issue #4 figure: history search p95 through the HTTP API with 200,000 meals of
// 1,000 people seeded (200 each over a year, 3 items each), on the embedded PostgreSQL.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startApp, stopApp, tempDataDir } from './lib/app-process.mjs';

const PORT = 3212;
const DB_PORT = 55492;
const USERS = 1000;
const MEALS_PER_USER = 200;
const REQUESTS = 1000;
const CONCURRENCY = 4;
// Foods from the catalog, with names in search-key form as the app stores them.
const FOODS = [
  ['taco-3', 'Arroz branco cozido', 128],
  ['taco-561', 'Feijão carioca cozido', 76],
  ['taco-346', 'Contrafilé grelhado', 194],
  ['taco-53', 'Pão francês', 300],
  ['taco-488', 'Ovo de galinha cozido', 146],
  ['taco-182', 'Banana-prata', 98],
  ['taco-458', 'Leite integral', 61],
  ['taco-471', 'Café coado (sem açúcar)', 9],
];
const QUERIES = ['feijao', 'arroz', 'banana', 'ovo', 'pao frances', 'cafe', 'contrafile', 'leite'];

export default async function bench() {
  const dataDir = tempDataDir();
  const app = await startApp({ dataDir, port: PORT, dbPort: DB_PORT });
  try {
    const { embeddedDbPassword } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
    const client = new pg.Client({
      connectionString: `postgres://postgres:${encodeURIComponent(embeddedDbPassword)}@127.0.0.1:${DB_PORT}/nutri`,
    });
    client.on('error', () => undefined); // the app stopping ends this connection too
    await client.connect();
    const seedStarted = performance.now();
    const tokens = await seed(client);
    const seedMs = performance.now() - seedStarted;
    await client.end();

    const latencies = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < REQUESTS) {
          const i = next++;
          const token = tokens[(i * 7919) % tokens.length];
          const q = QUERIES[i % QUERIES.length];
          const started = performance.now();
          const res = await fetch(`${app.baseUrl}/api/meals?q=${encodeURIComponent(q)}&limit=20`, {
            headers: { cookie: `nutri_session=${token}` },
          });
          const body = await res.json();
          latencies.push(performance.now() - started);
          if (res.status !== 200 || !Array.isArray(body.items)) throw new Error(`busca respondeu ${res.status}`);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const at = (q) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] * 100) / 100;
    return {
      'refeições semeadas': USERS * MEALS_PER_USER,
      'semeadura (s)': Math.round(seedMs / 100) / 10,
      [`busca no histórico, ${CONCURRENCY} clientes: p50 (ms)`]: at(0.5),
      [`busca no histórico, ${CONCURRENCY} clientes: p95 (ms)`]: at(0.95),
      [`busca no histórico, ${CONCURRENCY} clientes: p99 (ms)`]: at(0.99),
    };
  } finally {
    await stopApp(app.child, dataDir);
  }
}

/** 1,000 people with a session each and 200 meals of 3 items over the last year, in set-based SQL. */
async function seed(client) {
  const tokens = Array.from({ length: USERS }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest('base64url'));
  await client.query(
    `insert into users (email, name, password_hash, trial_ends_at, onboarding_completed_at)
     select 'bench' || n || '@example.com', 'Pessoa ' || n, null, now() + interval '7 days', now() from generate_series(1, $1) n`,
    [USERS],
  );
  await client.query(
    `insert into sessions (user_id, token_hash, persistent, created_at, last_seen_at, expires_at)
     select u.id, h.hash, true, now(), now(), now() + interval '30 days'
     from (select id, row_number() over (order by email) r from users) u
     join (select hash, ordinality r from unnest($1::text[]) with ordinality as t(hash, ordinality)) h on h.r = u.r`,
    [hashes],
  );
  const names = FOODS.map((f) =>
    f[1]
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim(),
  );
  await client.query(
    `insert into meals (user_id, slot, eaten_at, local_date, energy_kcal, protein_g, carbs_g, fat_g, fiber_g, sodium_mg,
                        incomplete_nutrients, search_text, catalog_version, created_at, updated_at)
     select u.id, (array['cafe','almoco','lanche','jantar','ceia'])[1 + (m % 5)],
            now() - (m * interval '43 minutes') - (random() * interval '20 minutes'),
            (now() - (m * interval '43 minutes'))::date, 300 + random() * 700, 20, 60, 15, 5, 400,
            '{}', ($2::text[])[1 + (m % 8)] || ' | ' || ($2::text[])[1 + ((m + 3) % 8)] || ' | ' || ($2::text[])[1 + ((m + 5) % 8)], 'bench', now(), now()
     from users u cross join generate_series(1, $1) m`,
    [MEALS_PER_USER, names],
  );
  await client.query(
    `insert into meal_items (user_id, meal_id, position, food_id, food_name, quantity, unit, measure_id, grams, energy_kcal)
     select m.user_id, m.id, p, ($1::text[])[1 + p], ($2::text[])[1 + p], 100, 'g', null, 100, 150
     from meals m cross join generate_series(0, 2) p`,
    [FOODS.map((f) => f[0]), FOODS.map((f) => f[1])],
  );
  await client.query('analyze');
  return tokens;
}
