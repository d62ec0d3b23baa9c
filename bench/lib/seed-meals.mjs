import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startApp, stopApp, tempDataDir } from './app-process.mjs';

/** Bump when seedPeopleWithMeals changes what it writes: cached seeds of another version are not reused. */
const SEED_VERSION = 1;

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

/** A client on the embedded PostgreSQL of a bench app (password from DATA_DIR/secrets.json). */
export async function connectEmbedded(dataDir, dbPort) {
  const { embeddedDbPassword } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(embeddedDbPassword)}@127.0.0.1:${dbPort}/nutri`,
  });
  client.on('error', () => undefined); // the app stopping ends this connection too
  await client.connect();
  return client;
}

/**
 * `users` people, each onboarded (targets), with a session and `mealsPerUser`
 * meals of 3 items spread `minutesApart` back from now, in set-based SQL.
 * Returns the session tokens (cookie values).
 */
export async function seedPeopleWithMeals(client, { users, mealsPerUser, minutesApart }) {
  const tokens = Array.from({ length: users }, () => randomBytes(32).toString('base64url'));
  const hashes = tokens.map((t) => createHash('sha256').update(t).digest('base64url'));
  await client.query(
    `insert into users (email, name, password_hash, trial_ends_at, onboarding_completed_at)
     select 'bench' || n || '@example.com', 'Pessoa ' || n, null, now() + interval '7 days', now() from generate_series(1, $1) n`,
    [users],
  );
  await client.query(
    `insert into profiles (user_id, goal, activity, sex, birth_date, height_cm, weight_kg, meals_per_day,
                           energy_kcal, protein_g, carbs_g, fat_g, water_ml, updated_at)
     select id, 'maintain', 'light', 'female', '1990-01-01', 165, 60, 5, 1820, 96, 228, 61, 2100, now() from users`,
  );
  await client.query(
    `insert into sessions (user_id, token_hash, persistent, created_at, last_seen_at, expires_at)
     select u.id, h.hash, true, now(), now(), now() + interval '30 days'
     from (select id, row_number() over (order by email) r from users) u
     join (select hash, ordinality r from unnest($1::text[]) with ordinality as t(hash, ordinality)) h on h.r = u.r`,
    [hashes],
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
     from users u cross join generate_series(1, $1) m`,
    [mealsPerUser, minutesApart, names],
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

/**
 * Where a seeded DATA_DIR is kept between runs: the key covers the seed's
 * version and size, the migrations and the São Paulo day (the meals sit on
 * days counted back from the seeding), so a cached seed is exactly what a
 * fresh one would be today.
 */
function seedCacheDir(seed) {
  const migrations = 'src/server/db/migrations';
  const hash = createHash('sha256').update(JSON.stringify({ SEED_VERSION, ...seed }));
  for (const file of readdirSync(migrations)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(migrations, file)));
  }
  hash.update(new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10));
  return path.join(tmpdir(), `nutri-bench-seed-${hash.digest('hex').slice(0, 16)}`);
}

/**
 * Starts the built app on a seeded DATA_DIR: what the data-heavy benches
 * share. With `cache`, the seeded DATA_DIR (and its session tokens) stays in
 * the temp folder and later runs with the same key start on it instead of
 * seeding again (`seedMs` is then null); the caller must not delete it.
 */
export async function startSeededApp({ port, dbPort, cache = false, ...seed }) {
  const cached = cache ? seedCacheDir(seed) : null;
  if (cached && existsSync(path.join(cached, 'bench-tokens.json'))) {
    const tokens = JSON.parse(readFileSync(path.join(cached, 'bench-tokens.json'), 'utf8'));
    const app = await startApp({ dataDir: cached, port, dbPort });
    return { app, dataDir: cached, tokens, seedMs: null, cached: true };
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
    const tokens = await seedPeopleWithMeals(client, seed);
    const seedMs = performance.now() - started;
    await client.end();
    // Written last: a seed cut short is never mistaken for a complete one.
    if (cached) writeFileSync(path.join(cached, 'bench-tokens.json'), JSON.stringify(tokens));
    return { app, dataDir, tokens, seedMs, cached: false };
  } catch (error) {
    await stopApp(app.child, dataDir);
    throw error;
  }
}
