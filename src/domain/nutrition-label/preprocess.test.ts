import { describe, expect, it } from 'vitest';
import { binarize, estimateSkew, prepareLabelImage, removeRules, rotateGrey, type GreyImage } from './preprocess';

/** White page with dark text-like dashes in rows, turned by `degrees`. */
function page(width: number, height: number, degrees: number): GreyImage {
  const data = new Uint8Array(width * height).fill(245);
  for (let row = 40; row < height - 40; row += 28) {
    for (let x = 30; x < width - 30; x++) {
      if (x % 14 < 9) for (let y = row; y < row + 10; y++) data[y * width + x] = 20;
    }
  }
  return rotateGrey({ width, height, data }, -degrees);
}

describe('preparação da foto do rótulo', () => {
  // 12° and -14°: a phone held crooked, beyond the ±8° first searched (issue 25).
  it.each([0, 2.5, -4, 6, 12, -14])(
    'acha a inclinação do texto (%s°) com erro de até 0,5°',
    (degrees) => {
      const image = page(600, 400, degrees);
      expect(Math.abs(estimateSkew(binarize(image)) - degrees)).toBeLessThanOrEqual(0.5);
    },
    30_000, // seconds on a busy shared machine
  );

  it('o limiar local deixa branco um fundo escuro uniforme (a embalagem colorida em volta)', () => {
    const width = 200;
    const height = 100;
    const data = new Uint8Array(width * height).fill(70);
    for (let x = 80; x < 120; x++) for (let y = 40; y < 60; y++) data[y * width + x] = 230;
    const out = binarize({ width, height, data });
    expect(out.data[5 * width + 5]).toBe(255);
    expect(out.data[50 * width + 100]).toBe(255);
  });

  it('remove as linhas da tabela e mantém os traços curtos das letras', () => {
    const width = 400;
    const height = 200;
    const data = new Uint8Array(width * height).fill(255);
    for (let x = 10; x < 390; x++) data[100 * width + x] = 0; // a rule across the table
    for (let y = 20; y < 40; y++) data[y * width + 50] = 0; // a letter's stem
    const out = removeRules({ width, height, data });
    expect(out.data[100 * width + 200]).toBe(255);
    expect(out.data[30 * width + 50]).toBe(0);
  });

  it('endireita, escala e devolve a imagem em preto e branco', () => {
    const grey = page(800, 500, 3);
    const rgba = new Uint8ClampedArray(grey.width * grey.height * 4);
    grey.data.forEach((v, i) => rgba.set([v, v, v, 255], i * 4));
    const prepared = prepareLabelImage({ width: grey.width, height: grey.height, data: rgba });
    expect(prepared.skewDegrees).toBeCloseTo(3, 0);
    expect(prepared.image.width).toBe(1600);
    expect(new Set(prepared.image.data)).toEqual(new Set([0, 255]));
    expect(prepared.straight.width).toBe(prepared.image.width);
    // A whole photo's preparation: seconds on a busy shared machine, not the default 5 s limit.
  }, 30_000);
});
