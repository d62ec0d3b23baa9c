// The uncached reads at the floor (issue 30, decision 0051): statistics of a past day and of a period, a history
// page after a cursor and the export of a 3-year account, each request another person and another day or page,
// against a bare node:http + pg server (bench/lib/bare-uncached-routes.mjs) doing the same query on the same
// seeded PostgreSQL in the same run. The seed is YEAR_SEED (1,000 people × a year, 20 people × 3 years), cached
// like api-vs-bare's; BENCH_DATABASE_URL puts it in that (empty, then kept) database instead.
// Floors: our req/s ≥ 0.6 × the bare server's, our p99 ≤ 3 × its p99. A row below a floor is marked ✘.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import { pairedRounds, ratio, roundMedians } from './lib/paired-rounds.mjs';
import { startYearSeededApp, stopYearSeededApp } from './lib/seed-meals.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3721);
const BARE_PORT = PORT + 1;
const DB_PORT = Number(process.env.BENCH_DB_PORT ?? 56043);
const CONNECTIONS = 16;
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const MIN_RPS_RATIO = 0.6;
const MAX_P99_RATIO = 3;
/** BENCH_ONLY=day,range7: only those rows (their keys below). */
const ONLY = process.env.BENCH_ONLY?.split(',');

const DAY_MS = 86_400_000;
const today = new Date(Date.now() - 3 * 3_600_000);
/** The São Paulo date `n` days before today (the seed's meals reach back a year). */
const daysAgo = (n) => new Date(today.getTime() - n * DAY_MS).toISOString().slice(0, 10);
/**
 * The k-th request's person and day: people cycle fastest, and a person's day moves by 211 (prime to `span`) each
 * cycle, so no (person, day) pair repeats within `people × span` requests — nothing kept can serve one.
 */
const pick = (k, people, span) => ({ person: k % people, day: (Math.floor(k / people) * 211 + k * 17) % span });
/** A history cursor as the app writes it, at noon of a past day (a page from the middle of the year). */
const cursorAt = (day) =>
  Buffer.from(
    `${new Date(today.getTime() - day * DAY_MS).toISOString().slice(0, 11)}15:00:00.000Z|ffffffff-ffff-4fff-bfff-ffffffffffff`,
  ).toString('base64url');

const range = (days) => (day) => {
  const to = daysAgo(1 + day);
  return { ours: `/api/stats/range?from=${daysAgo(days + day)}&to=${to}`, same: true };
};

/** key, label, which people, days to spread over, the path on our server and whether the bare one has it too. */
const ROWS = [
  [
    'day',
    'stats/day?date= (dia passado)',
    'tokens',
    360,
    (day) => ({ ours: `/api/stats/day?date=${daysAgo(1 + day)}`, same: true }),
  ],
  ['range7', 'stats/range 7 dias', 'tokens', 350, range(7)],
  ['range30', 'stats/range 30 dias', 'tokens', 330, range(30)],
  ['range90', 'stats/range 90 dias', 'tokens', 270, range(90)],
  [
    'page',
    'histórico, página após cursor',
    'tokens',
    350,
    (day) => ({
      ours: `/api/meals?cursor=${cursorAt(1 + day)}&limit=20`,
      bare: `/api/meals-depois?cursor=${cursorAt(1 + day)}&limit=20`,
    }),
  ],
  ['export', 'exportação JSON, conta de 3 anos', 'heavyTokens', 1, () => ({ ours: '/api/account/export', same: true })],
];

async function load(baseUrl, side, tokens, span, pathOf, first, seconds, connections) {
  let k = first;
  const result = await autocannon({
    url: baseUrl,
    connections,
    // The export takes seconds per answer on a busy machine: a number of answers rather than a time.
    ...(connections < CONNECTIONS ? { amount: Math.max(connections, Math.round(seconds * 2)) } : { duration: seconds }),
    requests: [
      {
        setupRequest: (req) => {
          const { person, day } = pick(k++, tokens.length, span);
          const paths = pathOf(day);
          return {
            ...req,
            path: side === 'ours' || paths.same ? paths.ours : paths.bare,
            headers: { cookie: `nutri_session=${tokens[person]}` },
          };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${side} ${pathOf(0).ours}: ${result.non2xx} respostas não-2xx, ${result.errors} erros`);
  }
  // Answers over the elapsed time (autocannon's per-second average rounds slow routes to 0 or 1).
  return { rps: result.requests.total / result.duration, p99: result.latency.p99, next: k };
}

/** ROUNDS pairs, alternating which side goes first; each side reads people and days the other did not. */
async function compare(appUrl, bareUrl, tokens, span, pathOf, connections) {
  const next = { ours: 0, bare: 1_000_000 };
  const side = async (name) => {
    const url = name === 'ours' ? appUrl : bareUrl;
    next[name] = (await load(url, name, tokens, span, pathOf, next[name], WARMUP_S, connections)).next;
    const measured = await load(url, name, tokens, span, pathOf, next[name], DURATION_S, connections);
    next[name] = measured.next;
    return measured;
  };
  const runs = await pairedRounds({
    rounds: ROUNDS,
    label: pathOf(0).ours,
    ours: () => side('ours'),
    bare: () => side('bare'),
  });
  const m = roundMedians(runs);
  const mark = m.rps >= MIN_RPS_RATIO && m.p99 <= MAX_P99_RATIO ? '✔' : '✘';
  return {
    rps: `${ratio(m.rps, 1)} (${ratio(m.oursRps, 1)} ÷ ${ratio(m.baseRps, 1)}) ${mark}`,
    p99: `${ratio(m.p99, 1)} (${m.oursP99} ÷ ${m.baseP99} ms)`,
    rounds: m.rounds,
    met: mark === '✔',
  };
}

function startBare(url) {
  const child = fork('bench/lib/bare-server.mjs', [String(BARE_PORT), url, '1'], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`servidor de referência saiu com ${code}`)));
  });
}

export default async function bench() {
  const seeded = await startYearSeededApp({ port: PORT, dbPort: DB_PORT });
  const figures = {
    'semeadura (s)': seeded.seedMs === null ? 'reaproveitada' : Math.round(seeded.seedMs / 100) / 10,
    [`piso: req/s ≥ ${MIN_RPS_RATIO} × base, p99 ≤ ${MAX_P99_RATIO} × base; rodadas por linha (mediana)`]: ROUNDS,
  };
  const bare = await startBare(seeded.databaseUrl);
  const missed = [];
  try {
    // Both servers' first seconds (JIT, pools, caches) kept out of the first row: 3 s of other days on each.
    const [, , group, span, pathOf] = ROWS[0];
    await load(seeded.app.baseUrl, 'ours', seeded[group], span, pathOf, 2_000_000, 3, CONNECTIONS);
    await load(`http://127.0.0.1:${BARE_PORT}`, 'bare', seeded[group], span, pathOf, 3_000_000, 3, CONNECTIONS);
    for (const [key, label, group, span, pathOf] of ROWS.filter(([key]) => !ONLY || ONLY.includes(key))) {
      // The export sends megabytes per answer: 2 connections, as a couple of people exporting at once.
      const connections = key === 'export' ? 2 : CONNECTIONS;
      const result = await compare(
        seeded.app.baseUrl,
        `http://127.0.0.1:${BARE_PORT}`,
        seeded[group],
        span,
        pathOf,
        connections,
      );
      figures[`${label}: req/s nosso ÷ base`] = result.rps;
      figures[`${label}: p99 nosso ÷ base`] = result.p99;
      figures[`${label}: por rodada`] = result.rounds;
      if (!result.met) missed.push(label);
    }
  } finally {
    bare.kill('SIGTERM');
    await stopYearSeededApp(seeded);
  }
  figures['abaixo do piso'] = missed.length ? missed.join('; ') : 'nenhuma';
  return figures;
}
