import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html)$/;
/** Above this, brotli's top level costs seconds a file for a percent or two: the OCR core (decision 0034). */
const LARGE = 1024 * 1024;

/**
 * Writes .br and .gz beside every compressible file of `dir` and its folders, once at build
 * time at maximum effort; the server's static handler sends the one the browser accepts
 * (src/server/http/spa.ts, `precompressed`).
 */
export function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (stat.isDirectory()) {
      precompress(file);
      continue;
    }
    if (!COMPRESSIBLE.test(name) || stat.size < 1024) continue;
    const data = readFileSync(file);
    const quality = stat.size > LARGE ? 9 : 11;
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }));
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}
