import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { ean13Modules } from './ean13.mjs';

// ZXing's WebAssembly from node_modules (the file the app bundles), never fetched.
const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.length) } });

/** The modules drawn as a grey PNG, 3 px per module, with quiet zones. */
async function png(modules: string): Promise<Buffer> {
  const module = 3;
  const width = (modules.length + 24) * module;
  const height = 80;
  const pixels = Buffer.alloc(width * height, 240);
  for (let m = 0; m < modules.length; m++) {
    if (modules[m] !== '1') continue;
    for (let y = 10; y < height - 10; y++)
      pixels.fill(15, y * width + (12 + m) * module, y * width + (13 + m) * module);
  }
  return sharp(pixels, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

describe('EAN-13 do vídeo da câmera de teste', () => {
  it('tem 95 módulos com as guardas nos lugares do padrão GS1', () => {
    const modules = ean13Modules('7891000100103');
    expect(modules).toHaveLength(95);
    expect(modules.slice(0, 3)).toBe('101');
    expect(modules.slice(45, 50)).toBe('01010');
    expect(modules.slice(92)).toBe('101');
    expect(() => ean13Modules('123')).toThrow();
  });

  it.each(['7891000100103', '4006381333931', '0012345678905'])(
    'o ZXing que o app usa lê %s desenhado por ele',
    async (code) => {
      const [found] = await readBarcodes(await png(ean13Modules(code)), { formats: ['EAN13'] });
      expect(found?.isValid).toBe(true);
      expect(found?.text).toBe(code);
    },
  );
});
