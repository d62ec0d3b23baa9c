// Label reading (decision 0034): the generated label set (data/eval/labels, scripts/label-images.mjs) read in
// Node with tesseract.js and the same preparation and settings as the browser, one photo after another on one
// worker (warm: the Portuguese data loaded once, as on a phone after the first label). Seconds per photo,
// decode + preparation + OCR + parsing, median and p95; goal ≤ 3 s on this machine. Accuracy per field: the
// share of labels where the figure read equals the one printed (within its rounding); goal ≥ 90%.
// Also the CPU seconds per photo (the process's user + system time, Tesseract's worker thread included): on a
// machine shared with other jobs the wall time measures the others too; the load average is printed with it.
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';

const GOAL = { seconds: 3, accuracy: 0.9 };

export default async function bench() {
  const run = spawnSync('node', ['--import', 'tsx', 'data/eval/labels/label-eval.ts', '--json'], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`label-eval falhou: ${run.stderr.slice(-500)}`);
  const { rows, fields } = JSON.parse(run.stdout.trim().split('\n').at(-1));
  const seconds = rows.map((row) => row.totalMs / 1000).sort((a, b) => a - b);
  const prep = rows.map((row) => row.prepMs / 1000).sort((a, b) => a - b);
  const cpu = rows.map((row) => row.cpuMs / 1000).sort((a, b) => a - b);
  const at = (list, share) => list[Math.min(list.length - 1, Math.ceil(share * list.length) - 1)];
  const figures = {
    rótulos: rows.length,
    'por foto, mediana (s)': at(seconds, 0.5).toFixed(2),
    'por foto, p95 (s)': `${at(seconds, 0.95).toFixed(2)} (meta ≤ ${GOAL.seconds} s)`,
    'dos quais decodificar e preparar, mediana (s)': at(prep, 0.5).toFixed(2),
    'CPU por foto, mediana / p95 (s)': `${at(cpu, 0.5).toFixed(2)} / ${at(cpu, 0.95).toFixed(2)}`,
    'carga da máquina (load average 1 min, ao fim)': loadavg()[0].toFixed(1),
  };
  let worst = 1;
  for (const [field, [right, total]] of Object.entries(fields)) {
    worst = Math.min(worst, right / total);
    figures[`acerto: ${field}`] = `${right}/${total} (${Math.round((right / total) * 100)}%)`;
  }
  figures['acerto: pior campo'] = `${Math.round(worst * 100)}% (meta ≥ ${GOAL.accuracy * 100}%)`;
  return figures;
}
