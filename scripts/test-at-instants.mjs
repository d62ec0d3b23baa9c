#!/usr/bin/env node
// `npm run test:instants [ISO …]`: the suite (unit, API, browser journeys) once
// per instant with NUTRI_TEST_NOW pinned, then one line per instant. The default
// instants are the calendar's edges in São Paulo (docs/decisions/0021-tests-independent-of-the-date.md).
// Types and lint run once in `npm test`; they do not depend on the date.
import { spawn } from 'node:child_process';

const DEFAULT_INSTANTS = [
  ['segunda-feira 00:30 em São Paulo', '2026-11-30T00:30:00-03:00'],
  ['quarta-feira', '2026-12-02T12:00:00-03:00'],
  ['domingo 23:30 em São Paulo (já segunda em UTC)', '2026-12-06T23:30:00-03:00'],
  ['31 de dezembro 23:30', '2026-12-31T23:30:00-03:00'],
  ['29 de fevereiro (ano bissexto)', '2028-02-29T12:00:00-03:00'],
  ['último dia de um mês de 30 dias, 23:30', '2027-06-30T23:30:00-03:00'],
];

const chosen = process.argv.slice(2);
const instants = chosen.length ? chosen.map((iso) => [iso, iso]) : DEFAULT_INSTANTS;

function suiteAt(iso) {
  return new Promise((resolve) => {
    const env = { ...process.env, NUTRI_TEST_NOW: iso, NUTRI_TEST_SKIP_STATIC: 'true' };
    const child = spawn('node', ['scripts/test.mjs'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let last = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = String(chunk).trim().split('\n');
      const summary = lines.reverse().find((line) => line.startsWith('tests: '));
      if (summary) last = summary;
    });
    child.on('exit', (code) => resolve({ code, summary: last || 'sem resumo' }));
  });
}

const results = [];
for (const [label, iso] of instants) {
  console.log(`\n════ NUTRI_TEST_NOW=${iso} (${label})`);
  const started = Date.now();
  const { code, summary } = await suiteAt(iso);
  results.push({ label, iso, code, summary, minutes: ((Date.now() - started) / 60_000).toFixed(1) });
}

console.log('\nInstante | Resultado | Duração');
for (const r of results) console.log(`${r.iso} (${r.label}) | ${r.summary} | ${r.minutes} min`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
