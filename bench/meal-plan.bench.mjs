// Figures (decision 0048): time to generate a week's meal plan in-process (foods drawn, each day's portions
// solved by HiGHS as an integer program, every bound checked), median and p95 over 40 people; goal ≤ 2 s.
import { spawnSync } from 'node:child_process';

const WEEKS = 40;

export default async function bench() {
  const run = spawnSync('node', ['--import', 'tsx', 'bench/lib/meal-plan-timing.ts', String(WEEKS)], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`plano alimentar: ${run.stderr}`);
  const figures = JSON.parse(run.stdout.trim().split('\n').pop());
  const round = (ms) => Math.round(ms);
  return {
    'semanas geradas (com plano)': `${figures.weeks} (${figures.plans})`,
    'carga do HiGHS (WebAssembly, uma vez por processo, ms)': round(figures.loadMs),
    'semana: mediana (ms)': round(figures.medianMs),
    'semana: p95 (ms)': round(figures.p95Ms),
    'semana: máximo (ms)': round(figures.maxMs),
  };
}
