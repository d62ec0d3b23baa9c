#!/usr/bin/env node
// `npm test`: typecheck, lint, unit tests, API tests on the embedded PostgreSQL
// (and, with TEST_DATABASE_URL set, on a primary of its server's version with a streaming replica, through
// PgBouncer in transaction mode: decisions 0050, 0064), then the Playwright journeys in Chromium.
// Ends with one line "tests: N passed, N failed" counted from the runners' reports.
// Steps that share nothing run side by side in two lanes (the unit tests beside types, style and the component
// tests; the two API runs), each line of their output labelled with its step: Vitest gives each run one worker
// on a 2-core machine, so one run alone leaves a core idle (docs/decisions/0035-parallel-journeys.md).
import { mkdirSync, readFileSync } from 'node:fs';
import { buildIsStale, markBuilt } from './lib/build-state.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { run } from './lib/run.mjs';
import { runLabelled } from './lib/run-labelled.mjs';

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

/** Lanes run side by side, the steps of each one after another; every step still passes or fails on its own. */
function lanes(...all) {
  return Promise.all(
    all.map(async (lane) => {
      for (const [name, fn] of lane) await step(name, fn);
    }),
  );
}

/** Counts a Vitest JSON report; false when the run had any failure. */
function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A file that fails before its tests (a beforeAll that throws) fails none of them, leaves them skipped, and
  // Vitest 4 still exits 0: such a file counts as one failure.
  const failedBeforeTests = report.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + failedBeforeTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  return report.success;
}

function countPlaywright(file) {
  const { stats, errors = [] } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  // A run that never reached its tests (a web server that did not start) reports only global errors: each one fails.
  totals.failed += stats.unexpected + errors.length;
  totals.skipped += stats.skipped;
}

/** A Vitest project with its JSON report counted; `labelled` prefixes its lines when it runs beside another step. */
async function vitest(project, label, env = {}, { labelled = false } = {}) {
  const out = `${REPORTS}/vitest-${label}.json`;
  const args = [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const options = { env: { ...process.env, ...env } };
  let success = true;
  try {
    await (labelled ? runLabelled(label, 'npx', args, options) : run('npx', args, options));
  } finally {
    safely(() => {
      success = countVitest(out);
    });
  }
  if (!success) throw new Error(`o relatório de ${label} tem falhas (${out})`);
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

// scripts/test-at-instants.mjs skips types and style: they do not change with the date.
const staticChecks =
  process.env.NUTRI_TEST_SKIP_STATIC === 'true'
    ? []
    : [
        ['Tipos (tsc)', () => runLabelled('tsc', 'npm', ['run', '--silent', 'typecheck'])],
        ['Lint (eslint + prettier)', () => runLabelled('lint', 'npm', ['run', '--silent', 'lint'])],
      ];
// Two lanes of about the same length: the unit tests (with the label-reading evaluation, about 40 s of OCR)
// beside types, style and the component tests.
await lanes(
  [['Testes unitários', () => vitest('unit', 'unit', {}, { labelled: true })]],
  [...staticChecks, ['Testes de componentes (jsdom)', () => vitest('web', 'web', {}, { labelled: true })]],
);
// Each file of each run works in a database of its own (src/server/test/global-setup.ts), on two different servers.
const apiOn = (engine, label, labelled) => () => vitest('api', label, { TEST_DB_ENGINE: engine }, { labelled });
// The reliability suite (fuzz, kill -9, soak, two servers: docs/decisions/0020-reliability-suite.md) takes minutes,
// so `npm test` runs it only when asked; CI asks (.ci/run). It runs beside the API tests: each of those runs waits on
// its database about a third of the time and the suite's soak and kill -9 rounds wait on purpose, so together they
// fill the two cores that one after another left half idle (decision 0073).
const reliability =
  process.env.NUTRI_TEST_RELIABILITY === 'true'
    ? [
        [
          [
            'Confiabilidade (fuzz, kill -9, soak, dois servidores)',
            () => vitest('reliability', 'reliability', {}, { labelled: true }),
          ],
        ],
      ]
    : [];
if (process.env.TEST_DATABASE_URL) {
  await lanes(
    [['Testes de API — PostgreSQL embutido', apiOn('embedded', 'api-embedded', true)]],
    [['Testes de API — TEST_DATABASE_URL (pelo PgBouncer, com réplica)', apiOn('external', 'api-external', true)]],
    ...reliability,
  );
} else {
  await lanes([['Testes de API — PostgreSQL embutido', apiOn('embedded', 'api-embedded', true)]], ...reliability);
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

console.log('');
if (failures.length) console.log(`Falharam: ${failures.join('; ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
