// The bare baseline of `npm run bench` (decision 0023): node:http + pg, one
// indexed statement per request, no framework, no ORM, no logging. Run as a
// child process so it competes for the same cores as the app does:
//   node bench/lib/bare-server.mjs <port> <postgres url> [processes]
// With processes > 1 it forks that many servers sharing the port through
// node:cluster, as the app does with WORKERS, so a row compares like with like.
import cluster from 'node:cluster';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

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

  const routes = {
    '/api/health': async () => (await pool.query('select 1'), { status: 'ok' }),
    '/api/foods': async (q) => ({ items: FOODS.filter((f) => f.includes(q.get('q') ?? '')).map((name) => ({ name })) }),
    '/api/me': async (_, hash) =>
      (
        await pool.query({
          name: 'me',
          text: `select u.id, u.email, u.name, p.energy_kcal from sessions s join users u on u.id = s.user_id
               left join profiles p on p.user_id = u.id where s.token_hash = $1 and s.expires_at > now()`,
          values: [hash],
        })
      ).rows[0],
    '/api/stats/day': async (_, hash) =>
      (
        await pool.query({
          name: 'day',
          text: `select coalesce(sum(m.energy_kcal), 0)::float as energy_kcal, count(m.id)::int as meals
               from sessions s left join meals m on m.user_id = s.user_id and m.local_date = $2
               where s.token_hash = $1 and s.expires_at > now()`,
          values: [hash, today()],
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
  };

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
