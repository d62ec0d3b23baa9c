// Scale figures, decision 0023: every API figure next to a bare
// node:http + pg server answering the equivalent single indexed query on the
// same seeded PostgreSQL in the same run (1,000 people × 1,095 meals, 1.1 M
// meals), 16 connections after a warm-up. Ratios, not absolute times: the
// machine is shared, and both servers share its noise. Each route is measured
// BENCH_ROUNDS times (ours, then bare, back to back) and the median ratio is
// printed. The seeded DATA_DIR is cached in the temp folder (seed-meals.mjs).
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { pssMiB, startApp, stopApp } from './lib/app-process.mjs';
import { firstLoadWeights } from './lib/bundle-weight.mjs';
import { median, pairedRounds, ratio, roundMedians } from './lib/paired-rounds.mjs';
import { startSeededApp, YEAR_SEED } from './lib/seed-meals.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3701);
const BARE_PORT = PORT + 1;
const DB_PORT = Number(process.env.BENCH_DB_PORT ?? 56033);
const CONNECTIONS = 16;
const WARMUP_S = 3;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const COLD_STARTS = 3;
/** BENCH_ONLY=me,health: only the routes of those names (the first word of each row), no restarts (a quick look). */
const ONLY = process.env.BENCH_ONLY?.split(',');

const ENDPOINTS = [
  ['stats/day', '/api/stats/day'],
  ['meals?q=', '/api/meals?q=feijao&limit=20'],
  // Against a bare server sending the same page with the items (the row above: four columns of the meals alone).
  ['meals?q= (base com os itens)', '/api/meals?q=feijao&limit=20', '/api/meals-completo?q=feijao&limit=20'],
  ['me', '/api/me'],
  // Against a bare server sending the same columns (the row above: four columns of two tables).
  ['me (base com as mesmas colunas)', '/api/me', '/api/me-completo'],
  ['health', '/api/health'],
  ['foods?q=', '/api/foods?q=arroz'],
  // The first pass's baseline for foods, kept for comparison: no session check, four fixed strings.
  ['foods?q= (base sem sessão nem catálogo)', '/api/foods?q=arroz', '/api/foods-sem-sessao?q=arroz'],
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

function startBare(dataDir, processes) {
  const { embeddedDbPassword } = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8'));
  const url = `postgres://postgres:${encodeURIComponent(embeddedDbPassword)}@127.0.0.1:${DB_PORT}/nutri`;
  const child = fork('bench/lib/bare-server.mjs', [String(BARE_PORT), url, String(processes)], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`servidor de referência saiu com ${code}`)));
  });
}

function stopBare(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

/** `pathname` on both servers, ROUNDS times back to back; medians of the figures and of the ratios. */
async function compare(appUrl, pathname, tokens, barePathname = pathname) {
  const runs = await pairedRounds({
    rounds: ROUNDS,
    label: pathname,
    ours: () => measure(appUrl, pathname, tokens),
    bare: () => measure(`http://127.0.0.1:${BARE_PORT}`, barePathname, tokens),
  });
  const m = roundMedians(runs);
  return {
    rps: `${ratio(m.rps, 1)} (${Math.round(m.oursRps)} ÷ ${Math.round(m.baseRps)})`,
    p99: `${ratio(m.p99, 1)} (${m.oursP99} ÷ ${m.baseP99} ms)`,
    rounds: m.rounds,
  };
}

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
    ...YEAR_SEED,
    cache: true,
  });
  figures['refeições semeadas'] =
    YEAR_SEED.users * YEAR_SEED.mealsPerUser + YEAR_SEED.heavy.users * YEAR_SEED.heavy.mealsPerUser;
  figures['semeadura (s)'] = seedMs === null ? 'reaproveitada' : Math.round(seedMs / 100) / 10;
  figures['rodadas por rota (mediana)'] = ROUNDS;
  let bare = await startBare(dataDir, 1);
  try {
    for (const [name, pathname, barePathname] of ENDPOINTS.filter(([n]) => !ONLY || ONLY.includes(n.split(' ')[0]))) {
      const result = await compare(app.baseUrl, pathname, tokens, barePathname);
      figures[`${name}: req/s nosso ÷ base`] = result.rps;
      figures[`${name}: p99 nosso ÷ base`] = result.p99;
      figures[`${name}: req/s nosso ÷ base, por rodada`] = result.rounds;
    }
    // Restarts on the same (warm) data dir: cold start to healthy, idle memory, then N workers
    // against a bare server of N processes.
    await stopApp(app.child);
    // Cold start: three restarts on the warm data dir, the median and each (one sample swung from 0.9 s to 9 s
    // between two runs of 2026-11-27; four restarts by hand after the same load took 1.0–1.2 s).
    if (!ONLY) {
      const starts = [];
      for (let i = 0; i < COLD_STARTS; i++) {
        const started = await startApp({ dataDir, port: PORT, dbPort: DB_PORT });
        starts.push(Math.round(started.ms));
        await stopApp(started.child);
      }
      figures['partida até saudável, diretório quente (ms, mediana; meta ≤ 2000)'] = median(starts);
      figures['partida até saudável, cada uma (ms)'] = starts.join(', ');
    }
    for (const workers of ONLY ? [] : [1, 2]) {
      process.stderr.write(`  · reiniciando com WORKERS=${workers}\n`);
      app = await startApp({ dataDir, port: PORT, dbPort: DB_PORT, env: { WORKERS: String(workers) } });
      if (workers === 1) {
        await new Promise((r) => setTimeout(r, 2000));
        figures['memória ociosa do Node, PSS (MiB, meta ≤ 120)'] = Math.round(nodePss(app.child.pid));
      }
      process.stderr.write(`  · base com ${workers} processo(s)\n`);
      await stopBare(bare);
      bare = await startBare(dataDir, workers);
      const result = await compare(app.baseUrl, '/api/stats/day', tokens);
      figures[`stats/day, WORKERS=${workers} ÷ base com ${workers} processo(s): req/s`] = result.rps;
      figures[`stats/day, WORKERS=${workers} ÷ base com ${workers} processo(s): p99`] = result.p99;
      await stopApp(app.child);
    }
    app = null;
  } finally {
    await stopBare(bare);
    // The seeded DATA_DIR stays for the next run (seed-meals.mjs keys it by seed and migrations).
    if (app) await stopApp(app.child);
  }
  return figures;
}
