// Figures (decision 0013): the photo pipeline (sniff, header check, decode with shrink-on-load,
// auto-orient, ≤ 1280 px JPEG + ≤ 320 px thumbnail, store, record) for a 12-megapixel
// JPEG through the real HTTP API — one upload at a time and 8 at once — and the server's
// peak memory (RSS high-water mark, VmHWM). No vision model: this measures our own work.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { startApp, stopApp, tempDataDir, signUpBenchPerson } from './lib/app-process.mjs';

const PORT = 3214;
const DB_PORT = 55494;
const WIDTH = 4000;
const HEIGHT = 3000;
const SINGLE_RUNS = 6;
const CONCURRENCY = 8;

export default async function bench() {
  const photo = await twelveMegapixelJpeg();
  const dataDir = tempDataDir();
  const app = await startApp({ dataDir, port: PORT, dbPort: DB_PORT });
  try {
    const cookie = await signUpBenchPerson(app.baseUrl, 'Bench Fotos', 'bench.fotos@example.com');
    let n = 0;
    // Every upload is a different file (a JPEG comment makes it so): the same bytes would be deduplicated.
    const upload = () => timedUpload(app.baseUrl, cookie, variant(photo, n++));
    await upload(); // warm-up: libvips and the JIT
    const idleHwm = highWaterMiB(app.child.pid);
    const single = [];
    for (let i = 0; i < SINGLE_RUNS; i++) single.push(await upload());
    const singleHwm = highWaterMiB(app.child.pid);
    const started = performance.now();
    const concurrent = await Promise.all(Array.from({ length: CONCURRENCY }, upload));
    const wallMs = performance.now() - started;
    return {
      'foto de entrada': `${WIDTH}×${HEIGHT} JPEG (${(photo.length / 1024 / 1024).toFixed(1)} MB)`,
      'uma por vez: mediana por upload (ms)': Math.round(median(single)),
      'uma por vez: pior (ms)': Math.round(Math.max(...single)),
      [`${CONCURRENCY} simultâneas: tempo total (ms)`]: Math.round(wallMs),
      [`${CONCURRENCY} simultâneas: pior resposta (ms)`]: Math.round(Math.max(...concurrent)),
      'pico de RSS após o aquecimento (MiB)': idleHwm,
      'pico de RSS, uma por vez (MiB)': singleHwm,
      [`pico de RSS, ${CONCURRENCY} simultâneas (MiB)`]: highWaterMiB(app.child.pid),
    };
  } finally {
    await stopApp(app.child, dataDir);
  }
}

/** A 12 MP photo-like JPEG: smooth gradients with a little sensor noise (pure noise would not compress like a photo). */
async function twelveMegapixelJpeg() {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let state = 12345;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      const noise = (state >>> 28) - 8;
      const i = (y * WIDTH + x) * 3;
      const plate = (x - WIDTH / 2) ** 2 + (y - HEIGHT / 2) ** 2 < 1300 ** 2;
      pixels[i] = (plate ? 230 : 90 + (x % 400) / 8) + noise;
      pixels[i + 1] = (plate ? 220 - (y % 300) / 6 : 60) + noise;
      pixels[i + 2] = (plate ? 200 : 30 + (y % 200) / 5) + noise;
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The same JPEG with a COM segment right after SOI: still valid, a different SHA-256. */
function variant(jpeg, n) {
  const text = Buffer.from(`bench ${n}`);
  const segment = Buffer.alloc(4 + text.length);
  segment.set([0xff, 0xfe]);
  segment.writeUInt16BE(text.length + 2, 2);
  text.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

async function timedUpload(baseUrl, cookie, bytes) {
  const form = new FormData();
  form.set('photo', new File([bytes], 'prato.jpg', { type: 'image/jpeg' }));
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/analysis/photo`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl },
    body: form,
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`upload respondeu ${res.status}: ${JSON.stringify(body)}`);
  return performance.now() - started;
}

/** VmHWM: the most resident memory the process has ever held. */
function highWaterMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
