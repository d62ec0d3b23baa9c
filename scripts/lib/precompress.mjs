import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html)$/;

/**
 * Writes .br and .gz beside every compressible file of `dir`, once at build
 * time at maximum effort; the server's static handler sends the one the
 * browser accepts (src/server/http/spa.ts, `precompressed`).
 */
export function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!COMPRESSIBLE.test(name) || statSync(file).size < 1024) continue;
    const data = readFileSync(file);
    writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  }
}
