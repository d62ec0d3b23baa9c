import { BarcodeDetector as ZXingBarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
// Our own copy of ZXing's WebAssembly, emitted by Vite as a hashed asset of this build: zxing-wasm would
// otherwise fetch it from the jsDelivr CDN (its default locateFile), which the CSP forbids and a phone on a
// bad signal may not reach. The version is pinned by barcode-detector (zxing-wasm 3.1.3, its exact dependency).
import zxingReaderWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/**
 * Reads product barcodes from camera frames. Loaded only when the person opens the camera
 * (a lazy chunk, and the .wasm only if the browser has no BarcodeDetector of its own).
 *
 * The browser's Barcode Detection API (WICG Shape Detection, https://wicg.github.io/shape-detection-api/)
 * exists on Android, macOS and ChromeOS Chrome; elsewhere (Linux, Firefox, Safari) the `barcode-detector`
 * ponyfill does the same with ZXing-C++ compiled to WebAssembly.
 */
export const PRODUCT_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'] as const;

export interface BarcodeReader {
  /** Which implementation reads: the browser's own or ZXing (shown nowhere; useful in tests and bug reports). */
  kind: 'native' | 'zxing';
  detect(source: ImageBitmapSource): Promise<string[]>;
}

interface DetectorLike {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats(): Promise<readonly string[]>;
}

let prepared = false;
/** Points ZXing at our own .wasm (barcode-detector's README, "prepareZXingModule"). Idempotent. */
export function prepareBundledZXing(): void {
  if (prepared) return;
  prepared = true;
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? zxingReaderWasmUrl : prefix + path),
    },
  });
}

async function nativeDetector(): Promise<DetectorLike | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = await Native.getSupportedFormats();
    const formats = PRODUCT_FORMATS.filter((format) => supported.includes(format));
    // A browser that has the API but reads no retail code (some desktop builds answer []) is no reader.
    return formats.length > 0 ? new Native({ formats }) : null;
  } catch {
    return null;
  }
}

export async function createBarcodeReader(options: { preferNative?: boolean } = {}): Promise<BarcodeReader> {
  const native = options.preferNative === false ? null : await nativeDetector();
  const detector: DetectorLike =
    native ?? (prepareBundledZXing(), new ZXingBarcodeDetector({ formats: [...PRODUCT_FORMATS] }));
  return {
    kind: native ? 'native' : 'zxing',
    async detect(source) {
      const found = await detector.detect(source);
      return found.map((barcode) => barcode.rawValue);
    },
  };
}
