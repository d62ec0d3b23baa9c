// Figure (decision 0008): history search p95 through the HTTP API with 200,000 meals of
// 1,000 people seeded (200 each, 3 items each), on the embedded PostgreSQL.
import { stopApp } from './lib/app-process.mjs';
import { startSeededApp } from './lib/seed-meals.mjs';

const PORT = 3212;
const DB_PORT = 55492;
const USERS = 1000;
const MEALS_PER_USER = 200;
const REQUESTS = 1000;
const CONCURRENCY = 4;
const QUERIES = ['feijao', 'arroz', 'banana', 'ovo', 'pao frances', 'cafe', 'contrafile', 'leite'];

export default async function bench() {
  const { app, dataDir, tokens, seedMs } = await startSeededApp({
    port: PORT,
    dbPort: DB_PORT,
    users: USERS,
    mealsPerUser: MEALS_PER_USER,
    minutesApart: 43,
  });
  try {
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
