import { unionBox, type OcrLine } from './ocr-text';
import type { LabelReading } from './label-reading';
import { lineText, near, normalizeWord } from './label-words';
import { CONFUSABLE } from './number-words';

/** The portion (as the label states it, or from the new layout's column heads) and servings per pack. */

/** "Porção: 30 g (2 colheres de sopa)" / "Porção de 200 ml (1 copo)". */
export function readPortion(lines: OcrLine[]): LabelReading['portion'] {
  for (const line of lines) {
    const words = line.words.map((w) => normalizeWord(w.text));
    const at = words.findIndex((w) => near(w.replace(/[:;.]$/, ''), 'porcao'));
    if (at < 0 || words.some((w) => near(w, 'porcoes'))) continue;
    for (let i = at + 1; i < Math.min(words.length, at + 4); i++) {
      const word = line.words[i]!;
      const text = word.text.replace(/^[:;(]+/, '');
      const glued = /^([\dOolI|]+(?:[.,]\d+)?)(g|9|ml|mi|m1)\)?$/i.exec(text);
      const alone = /^[\dOolI|]+(?:[.,]\d+)?$/.test(text) ? text : null;
      const unitWord = line.words[i + 1]?.text.toLowerCase().replace(/[^a-z0-9]/g, '') ?? '';
      const number = glued?.[1] ?? alone;
      const unitText = glued?.[2] ?? (alone ? unitWord : '');
      if (!number || !/^(g|9|ml|mi|m1)$/i.test(unitText)) continue;
      const amount = Number(
        [...number]
          .map((ch) => CONFUSABLE[ch] ?? ch)
          .join('')
          .replace(',', '.'),
      );
      if (!(amount > 0) || amount > 2000) continue;
      const rest = line.words.map((w) => w.text).join(' ');
      const measure = /\(([^)]*[a-zA-ZÀ-ú][^)]*)\)?/.exec(rest.slice(rest.indexOf(word.text)))?.[1]?.trim() ?? null;
      const used = line.words.slice(at, glued ? i + 1 : i + 2);
      return {
        amount,
        unit: /^m/i.test(unitText) ? 'ml' : 'g',
        measure: measure || null,
        box: unionBox(used.map((w) => w.box)),
        confidence: Math.min(...used.map((w) => w.confidence)) / 100,
      };
    }
  }
  return null;
}

/** The new layout's column heads: "100 g | 30 g | %VD*" (the second is the portion). */
export function readColumnHeads(lines: OcrLine[]): { index: number; portion: number | null; unit: 'g' | 'ml' } | null {
  for (const [index, line] of lines.entries()) {
    const text = lineText(line).replace(/(\d)\s+(g|9|ml)\b/g, '$1$2');
    const match = /(?:^|\s)1[o0]{2}(g|9|ml|mi)(?:\s|$)/.exec(text);
    if (!match) continue;
    const other = /(?:^|\s)(\d+(?:[.,]\d+)?)(g|9|ml|mi)(?:\s|$)/.exec(
      text.slice((match.index ?? 0) + match[0].length - 1),
    );
    return {
      index,
      portion: other ? Number(other[1]!.replace(',', '.')) : null,
      unit: /^m/.test(match[1]!) ? 'ml' : 'g',
    };
  }
  return null;
}

export function readServings(lines: OcrLine[]): number | null {
  for (const line of lines) {
    const text = lineText(line);
    if (!/porc[oa]es\s+por\s+embalagem/.test(text)) continue;
    const number = /embalagem[^\d]*(\d+(?:[.,]\d+)?)/.exec(text);
    if (number) return Number(number[1]!.replace(',', '.'));
  }
  return null;
}

export function headPortion(line: OcrLine, amount: number, unit: 'g' | 'ml'): LabelReading['portion'] {
  const word = line.words.find((w) => w.text.startsWith(String(amount))) ?? line.words[0]!;
  return { amount, unit, measure: null, box: word.box, confidence: word.confidence / 100 };
}
