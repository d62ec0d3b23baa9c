// Figures: time from `npm start` (installed, built clone) to a healthy
// /api/health, cold (new DATA_DIR: initdb + migrations) and warm (existing
// DATA_DIR); idle memory; login throughput with autocannon.
import autocannon from 'autocannon';
import { postgresPssMiB, pssMiB, startApp, stopApp, tempDataDir } from './lib/app-process.mjs';

const PORT = 3210;
const DB_PORT = 55490;

export default async function bench() {
  const dataDir = tempDataDir();
  const cold = await startApp({ dataDir, port: PORT, dbPort: DB_PORT });
  await stopApp(cold.child);
  const warmRuns = [];
  for (let i = 0; i < 3; i++) {
    const run = await startApp({ dataDir, port: PORT, dbPort: DB_PORT });
    warmRuns.push(run.ms);
    if (i < 2) await stopApp(run.child);
    else return await measureRunning(run, dataDir, cold.ms, warmRuns);
  }
}

async function measureRunning(app, dataDir, coldMs, warmRuns) {
  try {
    await new Promise((r) => setTimeout(r, 3000)); // let start-up garbage settle
    const idle = { nodeMiB: pssMiB(app.child.pid), postgresMiB: postgresPssMiB(dataDir) };
    const headers = { 'content-type': 'application/json', origin: app.baseUrl };
    // One account per connection: parallel attempts for one account from one address are
    // limited on purpose (decision 0019), and eight people logging in is what we measure.
    const accounts = Array.from({ length: 8 }, (_, i) => ({
      name: 'Bench Persona',
      email: `bench${i}@example.com`,
      password: 'Segura123!',
      confirmPassword: 'Segura123!',
      terms: true,
      disclaimer: true,
      healthData: true,
    }));
    for (const account of accounts) {
      const signup = await fetch(`${app.baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers,
        body: JSON.stringify(account),
      });
      if (signup.status !== 201) throw new Error(`cadastro falhou: ${signup.status}`);
    }
    let next = 0;
    const result = await autocannon({
      url: `${app.baseUrl}/api/auth/login`,
      connections: 8,
      duration: 10,
      requests: [
        {
          method: 'POST',
          headers,
          setupRequest: (request) => {
            const account = accounts[next++ % accounts.length];
            return { ...request, body: JSON.stringify({ email: account.email, password: account.password }) };
          },
        },
      ],
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`login: ${result.non2xx} respostas não-2xx, ${result.errors} erros`);
    warmRuns.sort((a, b) => a - b);
    return {
      'start → health, DATA_DIR novo (ms)': Math.round(coldMs),
      'start → health, DATA_DIR existente, mediana de 3 (ms)': Math.round(warmRuns[1]),
      'memória ociosa, Node (PSS MiB)': Number(idle.nodeMiB.toFixed(1)),
      'memória ociosa, PostgreSQL embutido (PSS MiB)': Number(idle.postgresMiB.toFixed(1)),
      'login: requisições/s (8 conexões, 10 s)': Math.round(result.requests.average),
      'login: latência p50 (ms)': result.latency.p50,
      'login: latência p99 (ms)': result.latency.p99,
    };
  } finally {
    await stopApp(app.child, dataDir);
  }
}
