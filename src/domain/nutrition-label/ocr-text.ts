/**
 * What an OCR engine gives back, reduced to what the label reader needs: lines of words, each word with
 * its box in the image it was read from (pixels) and the engine's confidence (0–100, Tesseract's scale).
 */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface OcrWord {
  text: string;
  confidence: number;
  box: Box;
}

export interface OcrLine {
  words: OcrWord[];
}

/** The smallest box around all of `boxes`. */
export function unionBox(boxes: Box[]): Box {
  return {
    x0: Math.min(...boxes.map((b) => b.x0)),
    y0: Math.min(...boxes.map((b) => b.y0)),
    x1: Math.max(...boxes.map((b) => b.x1)),
    y1: Math.max(...boxes.map((b) => b.y1)),
  };
}

/**
 * Plain text as OCR lines (one per text line, one word per run of non-spaces), with made-up boxes on
 * a 20 px grid: for tests and for text pasted without a photo.
 */
export function linesFromText(text: string, confidence = 90): OcrLine[] {
  return text.split(/\r?\n/).map((line, row) => {
    let column = 0;
    return {
      words: line
        .split(/\s+/)
        .filter(Boolean)
        .map((word) => {
          const box = { x0: column * 10, y0: row * 20, x1: (column + word.length) * 10, y1: row * 20 + 16 };
          column += word.length + 1;
          return { text: word, confidence, box };
        }),
    };
  });
}

/** The shape of Tesseract's (tesseract.js) block tree, as much as the reader uses. */
export interface TesseractBlockLike {
  paragraphs: Array<{
    lines: Array<{ words: Array<{ text: string; confidence: number; bbox: Box }> }>;
  }>;
}

/** Tesseract's blocks → paragraphs → lines → words, flattened to lines. */
export function linesFromTesseract(blocks: TesseractBlockLike[] | null): OcrLine[] {
  return (blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) =>
      paragraph.lines.map((line) => ({
        words: line.words
          .filter((word) => word.text.trim() !== '')
          .map((word) => ({ text: word.text.trim(), confidence: word.confidence, box: { ...word.bbox } })),
      })),
    ),
  );
}
