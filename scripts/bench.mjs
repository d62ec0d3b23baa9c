#!/usr/bin/env node
// `npm run bench`: builds if needed, runs every bench/*.bench.mjs in turn and
// prints its figures; the last run is kept in bench/results/latest.json.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, markBuilt } from './lib/build-state.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { run } from './lib/run.mjs';

await ensureDependencies();
if (buildIsStale()) {
  await run('node', ['scripts/build.mjs']);
  markBuilt();
}
const only = process.argv[2];
const files = readdirSync('bench').filter((f) => f.endsWith('.bench.mjs') && (!only || f.includes(only)));
const results = {
  machine: `${process.platform} ${process.arch}, node ${process.version}`,
  at: new Date().toISOString(),
};
let failed = false;
for (const file of files) {
  console.log(`\n━━ ${file}`);
  try {
    const { default: bench } = await import(pathToFileURL(path.resolve('bench', file)).href);
    const figures = await bench();
    results[file] = figures;
    for (const [name, value] of Object.entries(figures)) console.log(`  ${name}: ${value}`);
  } catch (error) {
    failed = true;
    results[file] = { error: error.message };
    console.log(`  ✘ ${error.message}`);
  }
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));
process.exit(failed ? 1 : 0);
