#!/usr/bin/env node
// `npm test`: typecheck, lint, unit tests, API tests on the embedded PostgreSQL
// (and on TEST_DATABASE_URL when set), then the Playwright journeys in Chromium.
// Ends with one line "tests: N passed, N failed" counted from the runners' reports.
import { mkdirSync, readFileSync } from 'node:fs';
import { buildIsStale, markBuilt } from './lib/build-state.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { run } from './lib/run.mjs';

const REPORTS = 'test-results/reports';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

async function step(name, fn) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  try {
    await fn();
    console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    failures.push(name);
    console.log(`✘ ${name}: ${error.message}`);
  }
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  const { stats, errors = [] } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  // A run that never reached its tests (a web server that did not start) reports only global errors: each one fails.
  totals.failed += stats.unexpected + errors.length;
  totals.skipped += stats.skipped;
}

async function vitest(project, label, env = {}) {
  const out = `${REPORTS}/vitest-${label}.json`;
  try {
    await run(
      'npx',
      ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
      {
        env: { ...process.env, ...env },
      },
    );
  } finally {
    safely(() => countVitest(out));
  }
}

function safely(fn) {
  try {
    fn();
  } catch {
    totals.failed += 1; // a runner that died before writing its report counts as a failure
  }
}

await ensureDependencies();
mkdirSync(REPORTS, { recursive: true });
if (process.env.NUTRI_TEST_NOW) {
  // The suite as if the clock read this instant (docs/decisions/0021-tests-independent-of-the-date.md).
  console.log(`Relógio dos testes fixado em NUTRI_TEST_NOW=${process.env.NUTRI_TEST_NOW}`);
}

// scripts/test-at-instants.mjs skips these: types and style do not change with the date.
if (process.env.NUTRI_TEST_SKIP_STATIC !== 'true') {
  await step('Tipos (tsc)', () => run('npm', ['run', '--silent', 'typecheck']));
  await step('Lint (eslint + prettier)', () => run('npm', ['run', '--silent', 'lint']));
}
await step('Testes unitários', () => vitest('unit', 'unit'));
await step('Testes de componentes (jsdom)', () => vitest('web', 'web'));
await step('Testes de API — PostgreSQL embutido', () => vitest('api', 'api-embedded', { TEST_DB_ENGINE: 'embedded' }));
if (process.env.TEST_DATABASE_URL) {
  await step('Testes de API — TEST_DATABASE_URL', () => vitest('api', 'api-external', { TEST_DB_ENGINE: 'external' }));
} else {
  console.log('\n(TEST_DATABASE_URL não definida: testes de API só no PostgreSQL embutido)');
}
await step('Jornadas no navegador (Playwright + Chromium)', async () => {
  await ensureChromium();
  if (buildIsStale()) {
    await run('node', ['scripts/build.mjs']);
    markBuilt();
  }
  const out = `${REPORTS}/playwright.json`;
  try {
    await run('npx', ['playwright', 'test'], { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out } });
  } finally {
    safely(() => countPlaywright(out));
  }
});

// The reliability suite (fuzz, kill -9, soak, two servers: docs/decisions/0020-reliability-suite.md) takes minutes,
// so `npm test` runs it only when asked; CI asks (.ci/run).
if (process.env.NUTRI_TEST_RELIABILITY === 'true') {
  await step('Confiabilidade (fuzz, kill -9, soak, dois servidores)', () => vitest('reliability', 'reliability'));
}

console.log('');
if (failures.length) console.log(`Falharam: ${failures.join('; ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
