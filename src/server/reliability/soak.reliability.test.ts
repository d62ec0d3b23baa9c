import { afterAll, describe, expect, it } from 'vitest';
import { httpClient, signUpPerson, type HttpClient } from './support/http-client';
import { runLength } from './support/run-length';
import { removeDataDir, startServer, stopServer, tempDataDir, type ServerProcess } from './support/server-process';

/**
 * A soak (docs/decisions/0020-reliability-suite.md): SOAK_SECONDS of mixed traffic (15 on every change, 60 in
 * `npm run test:long`: support/run-length.ts) from a few people on loopback against the built server on the
 * embedded PostgreSQL. Passes with zero 5xx and zero dropped connections; prints the server's resident memory at
 * the start, after warming up (a third of the run, at most 10 s), at the end and at its peak (a figure to compare,
 * not a threshold: that is what `npm run bench` is for).
 */
const SECONDS = runLength('SOAK_SECONDS', 15, 60);
const CONCURRENCY = 6;
const PEOPLE = 4;
const WARM_UP_MS = Math.min(10_000, (SECONDS * 1000) / 3);

const dataDir = tempDataDir('soak');
let server: ServerProcess | null = null;

afterAll(async () => {
  if (server) await stopServer(server);
  removeDataDir(dataDir);
});

const DESCRIPTIONS = [
  'arroz, feijão, um bife grelhado e salada',
  '2 pães franceses com manteiga e um café com leite',
  '1 banana e 2 colheres de sopa de aveia',
  'meio prato de macarrão com molho de tomate',
  'uma concha de feijão e 4 colheres de arroz',
];
const SEARCHES = ['arroz', 'feijão', 'pao', 'banana', 'frango', 'leite', 'ovo', 'maçã'];

interface Person {
  client: HttpClient;
  email: string;
}

type Operation = (person: Person, n: number) => Promise<{ status: number }>;

/** What a day of use looks like from the API, weighted by how often people do it. */
const OPERATIONS: Array<[string, number, Operation]> = [
  ['login', 1, (p) => httpClient(p.client.base).post('/api/auth/login', { email: p.email, password: 'Segura123!' })],
  ['GET /api/stats/day', 4, (p) => p.client.get('/api/stats/day')],
  ['GET /api/meals', 2, (p) => p.client.get('/api/meals')],
  [
    'GET /api/meals?q=',
    2,
    (p, n) => p.client.get(`/api/meals?q=${encodeURIComponent(SEARCHES[n % SEARCHES.length]!)}`),
  ],
  ['POST /api/water', 2, (p) => p.client.post('/api/water', { ml: 250 })],
  [
    'POST /api/analysis/text',
    2,
    (p, n) => p.client.post('/api/analysis/text', { text: DESCRIPTIONS[n % DESCRIPTIONS.length] }),
  ],
  [
    'GET /api/foods?q=',
    3,
    (p, n) => p.client.get(`/api/foods?q=${encodeURIComponent(SEARCHES[n % SEARCHES.length]!)}`),
  ],
  [
    'POST /api/meals',
    1,
    (p) =>
      p.client.post('/api/meals', {
        slot: 'almoco',
        eatenAt: '2026-11-22T14:30:00.000Z',
        items: [{ foodId: 'taco-3', grams: 120 }],
      }),
  ],
  ['GET /api/me', 1, (p) => p.client.get('/api/me')],
];
const WEIGHTED = OPERATIONS.flatMap((op) => Array.from({ length: op[1] }, () => op));

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

describe('carga prolongada', () => {
  it(`${SECONDS} s de tráfego misto sem nenhum 5xx`, async () => {
    server = await startServer({ dataDir, env: { TEST_CLOCK_CONTROL: 'true' } });
    const setup = httpClient(server.url);
    expect((await setup.post('/api/test/clock', { now: '2026-11-22T15:00:00.000Z' })).status).toBe(200);
    const people: Person[] = [];
    for (let i = 0; i < PEOPLE; i++) {
      const email = `soak${i}@example.com`;
      const client = httpClient(server.url);
      await signUpPerson(client, email);
      people.push({ client, email });
    }

    const rss = { start: server.rssKb(), warm: 0, peak: 0, end: 0 };
    const latencies = new Map<string, number[]>();
    const failures: string[] = [];
    let requests = 0;
    const started = Date.now();
    const deadline = started + SECONDS * 1000;
    const sampler = setInterval(() => {
      const now = server!.rssKb();
      rss.peak = Math.max(rss.peak, now);
      if (!rss.warm && Date.now() - started >= WARM_UP_MS) rss.warm = now;
    }, 1000);

    const worker = async (w: number) => {
      for (let n = w; Date.now() < deadline; n += CONCURRENCY) {
        const [name, , run] = WEIGHTED[(n * 7919) % WEIGHTED.length]!;
        const person = people[n % people.length]!;
        const t0 = performance.now();
        try {
          const { status } = await run(person, n);
          if (status >= 500) failures.push(`${name}: HTTP ${status}`);
        } catch (error) {
          failures.push(`${name}: ${(error as Error).message}`);
        }
        requests += 1;
        const list = latencies.get(name) ?? [];
        list.push(performance.now() - t0);
        latencies.set(name, list);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => worker(w)));
    clearInterval(sampler);
    rss.end = server.rssKb();
    rss.peak = Math.max(rss.peak, rss.end);

    const elapsed = (Date.now() - started) / 1000;
    const table = [...latencies]
      .map(([name, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return `  ${name.padEnd(26)} ${String(list.length).padStart(6)}  p50 ${percentile(sorted, 0.5).toFixed(1)} ms  p95 ${percentile(sorted, 0.95).toFixed(1)} ms`;
      })
      .join('\n');
    console.log(
      `soak: ${requests} requisições em ${elapsed.toFixed(0)} s (${(requests / elapsed).toFixed(0)}/s), ${failures.length} falhas\n` +
        `RSS do servidor: início ${mb(rss.start)}, após ${WARM_UP_MS / 1000} s ${mb(rss.warm)}, fim ${mb(rss.end)}, ` +
        `pico ${mb(rss.peak)} (crescimento após o aquecimento: ${mb(rss.end - rss.warm)})\n${table}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
