/** Where the build put the label reader's OCR files (vite.config.ts, `ocrAssets`): "/assets/ocr-…/". */
declare const __OCR_ASSETS__: string;
