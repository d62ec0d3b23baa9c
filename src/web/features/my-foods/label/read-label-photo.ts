import { createWorker, OEM, type Worker } from 'tesseract.js';
import { linesFromTesseract } from '@/domain/nutrition-label/ocr-text';
import { LABEL_OCR_LANGUAGE, LABEL_OCR_PARAMETERS } from '@/domain/nutrition-label/ocr-settings';
import { readInPasses } from '@/domain/nutrition-label/better-reading';
import {
  labelPasses,
  prepareLabelImage,
  rgbaFromGrey,
  type GreyImage,
  type LabelPass,
} from '@/domain/nutrition-label/preprocess';
import { readNutritionLabel, type LabelReading } from '@/domain/nutrition-label/read-label';

/**
 * The label reader on the device (docs/decisions/0034-nutrition-label-reading.md): this module and
 * tesseract.js are a chunk of their own, loaded only by "Ler tabela nutricional". The photo never leaves
 * the phone: decoded, prepared (src/domain/nutrition-label/preprocess.ts) and read by Tesseract in a
 * Web Worker, with the worker script, WebAssembly core and Portuguese data from our own origin.
 */

export type ReadProgress = { stage: 'preparing' | 'loading' | 'reading'; share: number };

export interface LabelPhotoReading {
  reading: LabelReading;
  /** The straightened photo in grey, in the coordinates of the reading's boxes (for the crops). */
  image: HTMLCanvasElement;
}

/** Photos are shrunk to this long side before preparing: more pixels only cost time. */
const DECODE_LONG_SIDE = 2400;

let workerPromise: Promise<Worker> | null = null;
let report: (progress: ReadProgress) => void = () => {};

function labelWorker(): Promise<Worker> {
  workerPromise ??= createWorker(LABEL_OCR_LANGUAGE, OEM.LSTM_ONLY, {
    workerPath: `${__OCR_ASSETS__}worker.min.js`,
    corePath: __OCR_ASSETS__,
    langPath: __OCR_ASSETS__.replace(/\/$/, ''),
    gzip: true,
    // tesseract.js keeps the unpacked data in IndexedDB (idb-keyval's default store, which the offline copy of
    // the day also uses, under its own key): this prefix names its entry; logging out leaves it (not personal).
    cachePath: 'nutri-ocr',
    // A classic worker from our origin (a blob: worker would need blob: in the CSP).
    workerBlobURL: false,
    logger: (message: { status: string; progress: number }) => {
      if (message.status === 'recognizing text') report({ stage: 'reading', share: message.progress });
      else report({ stage: 'loading', share: message.progress });
    },
  })
    .then(async (worker) => {
      await worker.setParameters({ ...LABEL_OCR_PARAMETERS } as never);
      return worker;
    })
    .catch((error: unknown) => {
      workerPromise = null;
      throw error;
    });
  return workerPromise;
}

/** Reads the nutrition table on a photo. Throws when the photo cannot be decoded. */
export async function readLabelPhoto(
  file: Blob,
  onProgress: (progress: ReadProgress) => void,
): Promise<LabelPhotoReading> {
  report = onProgress;
  onProgress({ stage: 'preparing', share: 0 });
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const scale = Math.min(1, DECODE_LONG_SIDE / Math.max(bitmap.width, bitmap.height));
  const source = document.createElement('canvas');
  source.width = Math.max(1, Math.round(bitmap.width * scale));
  source.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = source.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('Canvas indisponível');
  context.drawImage(bitmap, 0, 0, source.width, source.height);
  bitmap.close();
  const pixels = context.getImageData(0, 0, source.width, source.height);
  const worker = await labelWorker();
  const readWith = async (pass: LabelPass) => {
    const prepared = prepareLabelImage({ width: pixels.width, height: pixels.height, data: pixels.data }, pass);
    onProgress({ stage: 'reading', share: 0 });
    const result = await worker.recognize(canvasOf(prepared.image), {}, { blocks: true });
    // The crops come from the straightened photo of the pass whose reading is kept (its boxes, its scale).
    return { reading: readNutritionLabel(linesFromTesseract(result.data.blocks)), straight: prepared.straight };
  };
  // A blurred, dim, glared or crooked photo is read again, prepared other ways (decisions 0058 and 0069).
  const chosen = await readInPasses(
    labelPasses({ width: pixels.width, height: pixels.height, data: pixels.data }),
    readWith,
  );
  return { reading: chosen.reading, image: canvasOf(chosen.straight) };
}

function canvasOf(grey: GreyImage): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = grey.width;
  canvas.height = grey.height;
  const rgba = rgbaFromGrey(grey);
  const data = new ImageData(new Uint8ClampedArray(rgba.data), rgba.width, rgba.height);
  canvas.getContext('2d')!.putImageData(data, 0, 0);
  return canvas;
}
