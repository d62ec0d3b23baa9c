import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startApp, stopApp, tempDataDir } from './app-process.mjs';

/** Bump when seedPeopleWithMeals changes what it writes: cached seeds of another version are not reused. */
const SEED_VERSION = 2;

// Catalog foods with their names in search-key form, as the app stores them.
const FOODS = [
  ['taco-3', 'Arroz branco cozido'],
  ['taco-561', 'Feijão carioca cozido'],
  ['taco-346', 'Contrafilé grelhado'],
  ['taco-53', 'Pão francês'],
  ['taco-488', 'Ovo de galinha cozido'],
  ['taco-182', 'Banana-prata'],
  ['taco-458', 'Leite integral'],
  ['taco-471', 'Café coado (sem açúcar)'],
];
const searchKey = (name) =>
  name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The URL of the embedded PostgreSQL of a bench app (password from DATA_DIR/secrets.json). */
export function embeddedUrl(dataDir, dbPort) {
  const { embeddedDbPassword } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
  return `postgres://postgres:${encodeURIComponent(embeddedDbPassword)}@127.0.0.1:${dbPort}/nutri`;
}

/** A client on the embedded PostgreSQL of a bench app. */
export async function connectEmbedded(dataDir, dbPort) {
  const client = new pg.Client({ connectionString: embeddedUrl(dataDir, dbPort) });
  client.on('error', () => undefined); // the app stopping ends this connection too
  await client.connect();
  return client;
}

/**
 * `users` people, each onboarded (targets), with a session and `mealsPerUser`
 * meals of 3 items spread `minutesApart` back from now, in set-based SQL; their
 * e-mails start with `prefix`, so a second call adds another group beside them.
 * Returns the session tokens (cookie values).
 */
export async function seedPeopleWithMeals(client, { users, mealsPerUser, minutesApart, prefix = 'bench' }) {
  const tokens = Array.from({ length: users }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest('base64url'));
  // The group's people, the prefix being parameter $n of the statement.
  const of = (n) => `(select id, email from users where email like $${n} || '%@example.com')`;
  await client.query(
    `insert into users (email, name, password_hash, trial_ends_at, onboarding_completed_at)
     select $2 || n || '@example.com', 'Pessoa ' || n, null, now() + interval '7 days', now() from generate_series(1, $1) n`,
    [users, prefix],
  );
  await client.query(
    `insert into profiles (user_id, goal, activity, sex, birth_date, height_cm, weight_kg, meals_per_day,
                           energy_kcal, protein_g, carbs_g, fat_g, water_ml, updated_at)
     select id, 'maintain', 'light', 'female', '1990-01-01', 165, 60, 5, 1820, 96, 228, 61, 2100, now() from ${of(1)} g`,
    [prefix],
  );
  await client.query(
    `insert into sessions (user_id, token_hash, persistent, created_at, last_seen_at, expires_at)
     select u.id, h.hash, true, now(), now(), now() + interval '30 days'
     from (select id, row_number() over (order by email) r from ${of(2)} g) u
     join (select hash, ordinality r from unnest($1::text[]) with ordinality as t(hash, ordinality)) h on h.r = u.r`,
    [hashes, prefix],
  );
  const names = FOODS.map((f) => searchKey(f[1]));
  await client.query(
    `insert into meals (user_id, slot, eaten_at, local_date, energy_kcal, protein_g, carbs_g, fat_g, fiber_g, sodium_mg,
                        incomplete_nutrients, search_text, catalog_version, created_at, updated_at)
     select u.id, (array['cafe','almoco','lanche','jantar','ceia'])[1 + (m % 5)],
            now() - (m * $2::int * interval '1 minute'), ((now() - (m * $2::int * interval '1 minute')) at time zone 'America/Sao_Paulo')::date,
            300 + random() * 700, 20, 60, 15, 5, 400, '{}',
            ($3::text[])[1 + (m % 8)] || ' | ' || ($3::text[])[1 + ((m + 3) % 8)] || ' | ' || ($3::text[])[1 + ((m + 5) % 8)],
            'bench', now(), now()
     from ${of(4)} u cross join generate_series(1, $1) m`,
    [mealsPerUser, minutesApart, names, prefix],
  );
  await client.query(
    `insert into meal_items (user_id, meal_id, position, food_id, food_name, quantity, unit, measure_id, grams, energy_kcal)
     select m.user_id, m.id, p, ($1::text[])[1 + p], ($2::text[])[1 + p], 100, 'g', null, 100, 150
     from meals m join ${of(3)} u on u.id = m.user_id cross join generate_series(0, 2) p`,
    [FOODS.map((f) => f[0]), FOODS.map((f) => f[1]), prefix],
  );
  // Hint bits and the visibility map set, as autovacuum leaves a database in service: without it the first read
  // of each seeded page writes it (decision 0051).
  await client.query('vacuum analyze');
  return tokens;
}

/**
 * Where a seeded DATA_DIR is kept between runs: the key covers the seed's
 * version and size, the migrations and the São Paulo day (the meals sit on
 * days counted back from the seeding), so a cached seed is exactly what a
 * fresh one would be today.
 */
function seedCacheDir(seed, { external = false } = {}) {
  const migrations = 'src/server/db/migrations';
  const hash = createHash('sha256').update(JSON.stringify({ SEED_VERSION, ...seed }));
  // A database of BENCH_DATABASE_URL is migrated forward by the app itself and keeps its seed's days.
  for (const file of external
    ? []
    : readdirSync(migrations)
        .filter((f) => f.endsWith('.sql'))
        .sort()) {
    hash.update(file).update(readFileSync(path.join(migrations, file)));
  }
  if (!external) hash.update(new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10));
  return path.join(tmpdir(), `nutri-bench-seed-${hash.digest('hex').slice(0, 16)}`);
}

/** The year of meals the data-heavy benches share (one cached seed): 1,000 people × 1,095 meals, 20 of 3 years. */
export const YEAR_SEED = {
  users: 1000,
  mealsPerUser: 1095,
  minutesApart: 480,
  heavy: { users: 20, mealsPerUser: 3285 },
};

/** Every group of the seed; `heavy` people (3 years, prefix `pesado`) after the others. */
async function seedAll(client, { heavy, ...seed }) {
  const tokens = await seedPeopleWithMeals(client, seed);
  const heavyTokens = heavy
    ? await seedPeopleWithMeals(client, { ...heavy, minutesApart: seed.minutesApart, prefix: 'pesado' })
    : [];
  return { tokens, heavyTokens };
}

/**
 * BENCH_DATABASE_URL: the seed in that PostgreSQL database instead of an
 * embedded one (an empty database the first time; the app migrates it). The
 * tokens are kept in a `bench_seed` table under the seed's key, so a later run
 * with the same seed and migrations reuses it (the meals then sit on days
 * counted back from that seeding).
 */
async function startOnDatabase(url, { port, dbPort, seed }) {
  const key = seedCacheDir(seed, { external: true });
  const dataDir = tempDataDir();
  const app = await startApp({ dataDir, port, dbPort, env: { DATABASE_URL: url } });
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('create table if not exists bench_seed (key text primary key, tokens jsonb not null)');
    const { rows } = await client.query('select key, tokens from bench_seed');
    if (rows[0]?.key === key) return { app, dataDir, databaseUrl: url, ...rows[0].tokens, seedMs: null };
    if (rows.length > 0 || (await client.query('select 1 from users limit 1')).rows.length > 0) {
      throw new Error(`BENCH_DATABASE_URL tem outra semeadura: use um banco vazio (createdb) para esta`);
    }
    const started = performance.now();
    const tokens = await seedAll(client, seed);
    const seedMs = performance.now() - started;
    await client.query('insert into bench_seed (key, tokens) values ($1, $2)', [key, tokens]);
    return { app, dataDir, databaseUrl: url, ...tokens, seedMs };
  } catch (error) {
    await stopApp(app.child, dataDir);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Starts the built app on a seeded DATA_DIR: what the data-heavy benches
 * share. With `cache`, the seeded DATA_DIR (and its session tokens) stays in
 * the temp folder and later runs with the same key start on it instead of
 * seeding again (`seedMs` is then null); the caller must not delete it.
 * `tokens` are the people's session cookies, `heavyTokens` those of the
 * `heavy` group; `databaseUrl` reaches the same database (for a bare server).
 * With `useBenchDatabase` and BENCH_DATABASE_URL set, that database holds the
 * seed (startOnDatabase) and `dataDir` is the caller's to delete.
 */
export async function startSeededApp({ port, dbPort, cache = false, useBenchDatabase = false, ...seed }) {
  if (useBenchDatabase && process.env.BENCH_DATABASE_URL) {
    return { ...(await startOnDatabase(process.env.BENCH_DATABASE_URL, { port, dbPort, seed })), cached: false };
  }
  const cached = cache ? seedCacheDir(seed) : null;
  if (cached && existsSync(path.join(cached, 'bench-tokens.json'))) {
    const tokens = JSON.parse(readFileSync(path.join(cached, 'bench-tokens.json'), 'utf8'));
    const app = await startApp({ dataDir: cached, port, dbPort });
    const databaseUrl = embeddedUrl(cached, dbPort);
    return { app, dataDir: cached, databaseUrl, ...tokens, seedMs: null, cached: true };
  }
  let dataDir = tempDataDir();
  if (cached) {
    for (const old of readdirSync(tmpdir()).filter((n) => n.startsWith('nutri-bench-seed-'))) {
      rmSync(path.join(tmpdir(), old), { recursive: true, force: true });
    }
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(cached, { mode: 0o755 });
    dataDir = cached;
  }
  const app = await startApp({ dataDir, port, dbPort });
  try {
    const client = await connectEmbedded(dataDir, dbPort);
    const started = performance.now();
    const tokens = await seedAll(client, seed);
    const seedMs = performance.now() - started;
    await client.end();
    // Written last: a seed cut short is never mistaken for a complete one.
    if (cached) writeFileSync(path.join(cached, 'bench-tokens.json'), JSON.stringify(tokens));
    return { app, dataDir, databaseUrl: embeddedUrl(dataDir, dbPort), ...tokens, seedMs, cached: false };
  } catch (error) {
    await stopApp(app.child, dataDir);
    throw error;
  }
}

/** The year's seed (YEAR_SEED) on a cached data dir, or in BENCH_DATABASE_URL's database when set. */
export const startYearSeededApp = ({ port, dbPort }) =>
  startSeededApp({ port, dbPort, ...YEAR_SEED, cache: true, useBenchDatabase: true });

/** Stops an app of startYearSeededApp: a database of BENCH_DATABASE_URL keeps the seed, its throw-away DATA_DIR goes. */
export async function stopYearSeededApp(seeded) {
  await stopApp(seeded.app.child);
  if (process.env.BENCH_DATABASE_URL) rmSync(seeded.dataDir, { recursive: true, force: true });
}
