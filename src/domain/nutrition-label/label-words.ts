import type { OcrLine } from './ocr-text';
import type { LabelNutrient } from './label-nutrients';

/** OCR words as names: normalised, then matched to the names of a table's rows despite misreadings. */

/** Lower case, no accents, the usual OCR swaps inside words undone ("Prote1nas", "S0dio"). */
export function normalizeWord(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(?<=[a-z])[0](?=[a-z])|(?<=[a-z])0$|^0(?=[a-z]{2})/g, 'o')
    .replace(/(?<=[a-z])[1|!](?=[a-z])/g, 'i')
    .replace(/(?<=[a-z])5(?=[a-z])/g, 's');
}

/** Edit distance between `stem` and the closest prefix of `word` (so "carboidratos" matches "carboid"). */
function prefixDistance(word: string, stem: string): number {
  const rows = stem.length + 1;
  const cols = Math.min(word.length, stem.length + 2) + 1;
  let previous = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const current = [i];
    for (let j = 1; j < cols; j++) {
      const cost = stem[i - 1] === word[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return Math.min(...previous);
}

export const near = (word: string, stem: string) => prefixDistance(word, stem) <= (stem.length >= 6 ? 1 : 0);

/** Which row a line's words name, checked from the most specific name to the least. */
export function rowNutrient(words: string[]): { nutrient: LabelNutrient; last: number } | null {
  const find = (stem: string) => words.findIndex((word) => near(word, stem));
  const at = (...stems: string[]) => {
    const found = stems.map(find);
    return found.every((i) => i >= 0) ? Math.max(...found) : -1;
  };
  const checks: Array<[LabelNutrient, number]> = [
    ['sugarsAddedG', Math.max(at('acucar', 'adicion'), at('adicionad'))],
    ['sugarsTotalG', at('acucar')],
    ['saturatedFatG', Math.max(at('gordura', 'satura'), at('saturad'))],
    ['transFatG', Math.max(at('gordura', 'trans'), at('trans'))],
    ['fatG', at('gordura')],
    ['carbsG', Math.max(at('carboidrat'), at('carboid'))],
    ['proteinG', at('protein')],
    ['fiberG', Math.max(at('fibra'), at('fibras'), at('alimentar'))],
    ['sodiumMg', at('sodio')],
    ['energyKcal', Math.max(at('energetic'), at('valor', 'energ'), at('energia'))],
  ];
  for (const [nutrient, last] of checks) if (last >= 0) return { nutrient, last };
  return null;
}

export const lineText = (line: OcrLine) => line.words.map((w) => normalizeWord(w.text)).join(' ');
