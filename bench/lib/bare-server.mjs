// The bare baseline of `npm run bench` (decision 0023): node:http + pg, one
// indexed statement per request, no framework, no ORM, no logging. Run as a
// child process so it competes for the same cores as the app does:
//   node bench/lib/bare-server.mjs <port> <postgres url> [processes]
// With processes > 1 it forks that many servers sharing the port through
// node:cluster, as the app does with WORKERS, so a row compares like with like.
import cluster from 'node:cluster';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';
import { uncachedRoutes } from './bare-uncached-routes.mjs';

const [port, url, processes = '1'] = process.argv.slice(2);
if (cluster.isPrimary && Number(processes) > 1) {
  let listening = 0;
  for (let i = 0; i < Number(processes); i++) {
    cluster.fork().on('listening', () => {
      if (++listening === Number(processes)) process.send?.('ready');
    });
  }
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    process.exit(0);
  });
} else {
  serve();
}

function serve() {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => undefined); // the app stopping its embedded PostgreSQL ends idle connections
  const hashOf = (cookie) => {
    const token = /nutri_session=([^;]+)/.exec(cookie ?? '')?.[1];
    return token ? createHash('sha256').update(token).digest('base64url') : '';
  };
  const today = () => new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
  const FOODS = ['arroz branco cozido', 'arroz integral cozido', 'feijao carioca cozido', 'banana prata'];
  // The catalog's foods (TACO and USDA files), each with its names in search-key form: what a bare server
  // would search in memory, as the app does (no database).
  const key = (text) =>
    text
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  const CATALOG = ['data/catalog/foods', 'data/catalog/usda'].flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')).foods)
      .map((food) => ({ food, keys: [food.name, ...(food.synonyms ?? [])].map(key) })),
  );
  const session = async (hash) =>
    (
      await pool.query({
        name: 'session',
        text: `select s.user_id from sessions s join users u on u.id = s.user_id
               where s.token_hash = $1 and s.expires_at > now()`,
        values: [hash],
      })
    ).rows[0];

  const routes = {
    '/api/health': async () => (await pool.query('select 1'), { status: 'ok' }),
    // The like-for-like baseline of GET /api/foods (decision 0023, addendum 2026-11-26): the session join, then
    // the catalog's foods whose name or a synonym contains the typed words, at most `limit`.
    '/api/foods': async (q, hash) => {
      if (!(await session(hash))) return null;
      const typed = key(q.get('q') ?? '');
      const limit = Number(q.get('limit') ?? 20);
      const items = [];
      for (const { food, keys } of CATALOG) {
        if (keys.some((k) => k.includes(typed))) items.push({ id: food.id, name: food.name, per100g: food.per100g });
        if (items.length === limit) break;
      }
      return { items };
    },
    // The figure of the first pass: four fixed strings, no session, no database (a floor no signed-in route meets).
    '/api/foods-sem-sessao': async (q) => ({
      items: FOODS.filter((f) => f.includes(q.get('q') ?? '')).map((name) => ({ name })),
    }),
    '/api/me': async (_, hash) =>
      (
        await pool.query({
          name: 'me',
          text: `select u.id, u.email, u.name, p.energy_kcal from sessions s join users u on u.id = s.user_id
               left join profiles p on p.user_id = u.id where s.token_hash = $1 and s.expires_at > now()`,
          values: [hash],
        })
      ).rows[0],
    // The like-for-like baseline of GET /api/me (decision 0023, addendum of 2026-11-27): the same joins and the
    // columns the app's answer is made of (person, profile, subscription, whether the current terms are accepted),
    // the row sent as it comes. The row above is the first floor: four columns of two tables.
    '/api/me-completo': async (_, hash) =>
      (
        await pool.query({
          name: 'me_full',
          text: `select u.id, u.name, u.email, u.avatar_url, u.onboarding_completed_at, u.trial_ends_at,
                 exists (select 1 from consents c where c.user_id = u.id and c.kind = 'terms') as terms,
                 exists (select 1 from consents c where c.user_id = u.id and c.kind = 'disclaimer') as disclaimer,
                 b.status, b.started_at, b.price_cents, b.card_brand, b.card_last4, b.current_period_ends_at,
                 b.cancel_at_period_end, b.past_due_since, b.ended_at,
                 p.energy_kcal, p.protein_g, p.carbs_g, p.fat_g, p.water_ml, p.meals_per_day,
                 p.goal, p.activity, p.sex, p.birth_date, p.height_cm, p.weight_kg
               from sessions s join users u on u.id = s.user_id
               left join profiles p on p.user_id = u.id left join subscriptions b on b.user_id = u.id
               where s.token_hash = $1 and s.expires_at > now()`,
          values: [hash],
        })
      ).rows[0],
    '/api/meals': async (q, hash) => ({
      items: (
        await pool.query({
          name: 'search',
          text: `select m.id, m.eaten_at, m.energy_kcal, m.search_text from sessions s
               join meals m on m.user_id = s.user_id
               where s.token_hash = $1 and s.expires_at > now() and m.search_text ilike $2
               order by m.eaten_at desc, m.id desc limit $3`,
          values: [hash, `%${q.get('q') ?? ''}%`, Number(q.get('limit') ?? 20) + 1],
        })
      ).rows,
    }),
    // The like-for-like baseline of GET /api/meals?q= (decision 0023, addendum of 2026-11-27): the same page, each
    // meal with the columns of the app's answer and its items, in one statement. The row above is the first floor:
    // four columns of the meals alone.
    '/api/meals-completo': async (q, hash) => ({
      items: (
        await pool.query({
          name: 'search_full',
          text: `select m.id, m.slot, m.eaten_at, m.local_date, m.energy_kcal, m.protein_g, m.carbs_g, m.fat_g,
                 m.fiber_g, m.sodium_mg, m.incomplete_nutrients, m.photo_id, m.note,
                 (select json_agg(i order by i.position) from (select position, food_id, food_name, quantity, unit,
                   measure_id, grams, energy_kcal, protein_g, carbs_g, fat_g, fiber_g, sodium_mg
                   from meal_items where user_id = m.user_id and meal_id = m.id) i) as items
               from sessions s join meals m on m.user_id = s.user_id
               where s.token_hash = $1 and s.expires_at > now() and m.search_text ilike $2
               order by m.eaten_at desc, m.id desc limit $3`,
          values: [hash, `%${q.get('q') ?? ''}%`, Number(q.get('limit') ?? 20) + 1],
        })
      ).rows,
    }),
  };

  // Any day's sum, a period, a page after a cursor, the export (decision 0051).
  Object.assign(routes, uncachedRoutes(pool, today));

  createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    const route = routes[url.pathname];
    if (!route) return res.writeHead(404).end();
    try {
      const body = JSON.stringify((await route(url.searchParams, hashOf(req.headers.cookie))) ?? null);
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    } catch {
      res.writeHead(500).end();
    }
  }).listen(Number(port), '127.0.0.1', () => cluster.isPrimary && process.send?.('ready'));
}
