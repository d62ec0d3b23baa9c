import { describe, expect, it } from 'vitest';
import { deblurGrey, edgeWidth, smoothGrey } from './deblur';
import { readInPasses } from './better-reading';
import { estimateShear, unshearGrey } from './deskew';
import { readNutritionLabel } from './read-label';
import { linesFromText } from './ocr-text';
import { ocrGrey } from './ocr-grey';
import { binarize, DEBLUR_PASS, labelPasses, removeRules, rgbaFromGrey, type GreyImage } from './preprocess';

/** A white page with a table's worth of dark dashes in rows and columns, columns leaning by `shear`. */
function shearedPage(width: number, height: number, shear: number): GreyImage {
  const data = new Uint8Array(width * height).fill(245);
  for (let row = 40; row < height - 40; row += 28) {
    for (let x = 30; x < width - 30; x++) {
      if (x % 40 < 18) for (let y = row; y < row + 10; y++) data[y * width + x] = 20;
    }
  }
  return unshearGrey({ width, height, data }, -shear);
}

describe('as outras passadas da leitura (fotos ruins, issue 25)', () => {
  it.each([0, 0.1, -0.08, 0.18])('acha o cisalhamento de uma foto tirada de lado (%s)', (shear) => {
    const found = estimateShear(binarize(shearedPage(600, 400, shear)));
    expect(Math.abs(found - shear)).toBeLessThanOrEqual(0.02);
  });

  it('tira as linhas da tabela sem riscar uma palavra em negrito borrada', () => {
    const width = 600;
    const height = 200;
    const data = new Uint8Array(width * height).fill(255);
    for (let x = 10; x < 590; x++) data[50 * width + x] = data[51 * width + x] = 0; // a rule
    for (let y = 120; y < 150; y++) for (let x = 100; x < 400; x++) data[y * width + x] = 0; // a word's merged ink
    const out = removeRules({ width, height, data });
    expect(out.data[50 * width + 200]).toBe(255);
    expect(out.data[135 * width + 250]).toBe(0);
    expect(out.data[120 * width + 250]).toBe(0);
  });

  it('a deconvolução devolve contraste a um traço desfocado', () => {
    const width = 80;
    const height = 40;
    const sharp = new Uint8Array(width * height).fill(230);
    for (let y = 0; y < height; y++) for (let x = 39; x < 41; x++) sharp[y * width + x] = 30;
    const blurred = smoothGrey({ width, height, data: sharp }, 1.5);
    const restored = deblurGrey(blurred, 1.5);
    const middle = (image: GreyImage) => image.data[20 * width + 39]!;
    // 2 px of ink at 30 on 230, blurred to about 134; 12 iterations bring it back to about 98.
    expect(middle(blurred)).toBeGreaterThan(120);
    expect(middle(restored)).toBeLessThan(middle(blurred) - 25);
  });

  it('em cinza: papel branco, tinta escura mesmo sob reflexo, linhas da tabela brancas', () => {
    const width = 300;
    const height = 120;
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = x < 150 ? 200 : 250;
    for (let y = 30; y < 60; y++) for (let x = 40; x < 46; x++) data[y * width + x] = 90; // a stem in the shade
    for (let y = 30; y < 60; y++) for (let x = 200; x < 206; x++) data[y * width + x] = 185; // one under glare
    for (let x = 5; x < 295; x++) data[100 * width + x] = 60; // a rule
    const grey = { width, height, data };
    const binary = binarize(grey);
    const out = ocrGrey(grey, binary, removeRules(binary));
    expect(out.data[10 * width + 20]).toBe(255);
    expect(out.data[45 * width + 42]).toBeLessThan(110);
    expect(out.data[45 * width + 202]).toBeLessThan(110);
    expect(out.data[100 * width + 150]).toBe(255);
  });

  it('só desconvolui uma foto desfocada: a largura das bordas separa as duas', () => {
    const sharp = shearedPage(400, 300, 0);
    const blurred = smoothGrey(sharp, 1.5);
    expect(edgeWidth(sharp)).toBeLessThan(2);
    expect(edgeWidth(blurred)).toBeGreaterThan(2);
    expect(labelPasses(rgbaFromGrey(sharp))).not.toContain(DEBLUR_PASS);
    expect(labelPasses(rgbaFromGrey(blurred))).toContain(DEBLUR_PASS);
  });

  it('lê de novo só enquanto a leitura deixa trabalho, e fica com a melhor', async () => {
    const good = readNutritionLabel(
      linesFromText(
        'Porção: 30 g\n100 g 30 g %VD*\nValor energético (kcal) 400 120 6\nCarboidratos totais (g) 60 18 6\n' +
          'Proteínas (g) 10 3 6\nGorduras totais (g) 13 3,9 6\nFibras alimentares (g) 5 1,5 6\nSódio (mg) 500 150 8',
      ),
    );
    const poor = readNutritionLabel(linesFromText('Valor energético (kcal) 400 120 6'));
    const read: string[] = [];
    const passes = { a: poor, b: good, c: poor };
    const result = await readInPasses(['a', 'b', 'c'] as const, async (pass) => {
      read.push(pass);
      return { reading: passes[pass], pass };
    });
    expect(read).toEqual(['a', 'b']);
    expect(result.pass).toBe('b');
    expect(result.passes).toBe(2);
  });
});
