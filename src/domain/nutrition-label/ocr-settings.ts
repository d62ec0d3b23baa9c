/**
 * Tesseract's settings for a nutrition table, the same in the browser and in the Node evaluation and
 * bench (docs/decisions/0034-nutrition-label-reading.md).
 */
export const LABEL_OCR_LANGUAGE = 'por';
/**
 * Page segmentation 6, "a single uniform block of text": once the photo is straightened and the rules
 * removed, a table is rows of text; the automatic modes split its columns into separate blocks and lose
 * which figure belongs to which row.
 */
export const LABEL_OCR_PAGE_SEG_MODE = '6';
/** Keeps the gaps between columns as runs of spaces, which separate the figures of a row. */
export const LABEL_OCR_PARAMETERS = {
  tessedit_pageseg_mode: LABEL_OCR_PAGE_SEG_MODE,
  preserve_interword_spaces: '1',
  // Tesseract 5 reads every doubtful line a second time inverted (white on black); a label's table is dark
  // on light once prepared, so that second pass only costs time.
  tessedit_do_invert: '0',
} as const;
