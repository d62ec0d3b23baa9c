// Issue #5 figure: GET /api/stats/day throughput and p99 under concurrent load with
// 1,000 people × 1 year of meals (3 a day: 1,095 each, 1.1 million meals) seeded.
import autocannon from 'autocannon';
import { stopApp } from './lib/app-process.mjs';
import { startSeededApp } from './lib/seed-meals.mjs';

const PORT = 3213;
const DB_PORT = 55493;
const USERS = 1000;
const MEALS_PER_USER = 1095;

export default async function bench() {
  const { app, dataDir, tokens, seedMs } = await startSeededApp({
    port: PORT,
    dbPort: DB_PORT,
    users: USERS,
    mealsPerUser: MEALS_PER_USER,
    minutesApart: 480,
  });
  try {
    let i = 0;
    const result = await autocannon({
      url: `${app.baseUrl}/api/stats/day`,
      connections: 16,
      duration: 15,
      requests: [
        { setupRequest: (req) => ({ ...req, headers: { cookie: `nutri_session=${tokens[i++ % tokens.length]}` } }) },
      ],
    });
    if (result.non2xx > 0 || result.errors > 0) {
      throw new Error(`stats/day: ${result.non2xx} respostas não-2xx, ${result.errors} erros`);
    }
    return {
      'refeições semeadas': USERS * MEALS_PER_USER,
      'semeadura (s)': Math.round(seedMs / 100) / 10,
      'stats/day: requisições/s (16 conexões, 15 s)': Math.round(result.requests.average),
      'stats/day: latência p50 (ms)': result.latency.p50,
      'stats/day: latência p99 (ms)': result.latency.p99,
    };
  } finally {
    await stopApp(app.child, dataDir);
  }
}
