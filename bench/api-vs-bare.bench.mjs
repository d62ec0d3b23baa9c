// Scale figures, decision 0023: every API figure next to a bare
// node:http + pg server answering the equivalent single indexed query on the
// same seeded PostgreSQL in the same run (1,000 people × 1,095 meals, 1.1 M
// meals), 16 connections after a warm-up. Ratios, not absolute times: the
// machine is shared, and both servers share its noise.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { pssMiB, startApp, stopApp } from './lib/app-process.mjs';
import { firstLoadWeights } from './lib/bundle-weight.mjs';
import { startSeededApp } from './lib/seed-meals.mjs';

const PORT = 3701;
const BARE_PORT = 3702;
const DB_PORT = 56033;
const USERS = 1000;
const MEALS_PER_USER = 1095;
const CONNECTIONS = 16;
const WARMUP_S = 3;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

const ENDPOINTS = [
  ['stats/day', '/api/stats/day'],
  ['meals?q=', '/api/meals?q=feijao&limit=20'],
  ['me', '/api/me'],
  ['health', '/api/health'],
  ['foods?q=', '/api/foods?q=arroz'],
];

async function load(baseUrl, pathname, tokens, seconds) {
  let i = 0;
  const result = await autocannon({
    url: `${baseUrl}${pathname}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      { setupRequest: (req) => ({ ...req, headers: { cookie: `nutri_session=${tokens[i++ % tokens.length]}` } }) },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${pathname}: ${result.non2xx} respostas não-2xx, ${result.errors} erros`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

async function measure(baseUrl, pathname, tokens) {
  await load(baseUrl, pathname, tokens, WARMUP_S);
  return load(baseUrl, pathname, tokens, DURATION_S);
}

function startBare(dataDir) {
  const { embeddedDbPassword } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
  const url = `postgres://postgres:${encodeURIComponent(embeddedDbPassword)}@127.0.0.1:${DB_PORT}/nutri`;
  const child = fork('bench/lib/bare-server.mjs', [String(BARE_PORT), url], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`servidor de referência saiu com ${code}`)));
  });
}

const ratio = (a, b) => Math.round((a / b) * 100) / 100;

/** The app's Node processes (one, or a primary and its workers): their PSS summed. */
function nodePss(pid) {
  let total = pssMiB(pid);
  for (const child of readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean)) {
    if (readFileSync(`/proc/${child}/comm`, 'utf8').trim() === 'node') total += nodePss(Number(child));
  }
  return total;
}

export default async function bench() {
  const figures = {};
  const { landingKb, appKb } = firstLoadWeights();
  figures['JS na primeira carga, gzip: landing (KB, meta ≤ 120)'] = landingKb;
  figures['JS na primeira carga, gzip: login → painel (KB, meta ≤ 250)'] = appKb;

  let { app, dataDir, tokens, seedMs } = await startSeededApp({
    port: PORT,
    dbPort: DB_PORT,
    users: USERS,
    mealsPerUser: MEALS_PER_USER,
    minutesApart: 480,
  });
  figures['refeições semeadas'] = USERS * MEALS_PER_USER;
  figures['semeadura (s)'] = Math.round(seedMs / 100) / 10;
  const bare = await startBare(dataDir);
  try {
    for (const [name, pathname] of ENDPOINTS) {
      const ours = await measure(app.baseUrl, pathname, tokens);
      const base = await measure(`http://127.0.0.1:${BARE_PORT}`, pathname, tokens);
      figures[`${name}: req/s nosso ÷ base (${Math.round(ours.rps)} ÷ ${Math.round(base.rps)})`] = ratio(
        ours.rps,
        base.rps,
      );
      figures[`${name}: p99 nosso ÷ base (${ours.p99} ÷ ${base.p99} ms)`] = ratio(ours.p99, base.p99);
    }
    // Restarts on the same (warm) data dir: cold start to healthy, idle memory, then 2 workers.
    await stopApp(app.child);
    for (const workers of [1, 2]) {
      app = await startApp({ dataDir, port: PORT, dbPort: DB_PORT, env: { WORKERS: String(workers) } });
      if (workers === 1) {
        figures['partida até saudável, diretório quente (ms, meta ≤ 2000)'] = Math.round(app.ms);
        await new Promise((r) => setTimeout(r, 2000));
        figures['memória ociosa do Node, PSS (MiB, meta ≤ 120)'] = Math.round(nodePss(app.child.pid));
      }
      const run = await measure(app.baseUrl, '/api/stats/day', tokens);
      figures[`stats/day com WORKERS=${workers}: req/s (p99 ms)`] = `${Math.round(run.rps)} (${run.p99})`;
      await stopApp(app.child);
    }
    app = null;
  } finally {
    bare.kill('SIGTERM');
    if (app) await stopApp(app.child, dataDir);
    else await import('node:fs').then((fs) => fs.rmSync(dataDir, { recursive: true, force: true }));
  }
  return figures;
}
