import { readModifier } from '../../src/domain/meal-text/measure-modifiers';
import { toSearchKey } from '../../src/domain/foods/search-key';
import { readPofRows } from './reference-data';

type Pair = 'pequena/media' | 'grande/media' | 'rasa/cheia';

/**
 * The POF's own evidence for size and fill: IBGE weighed some foods at two
 * sizes or fills under the same measure ("Maçã - unidade pequena" 90 g and
 * "Maçã - unidade média" 150 g). Groups reference texts by food and measure
 * with the size and fill words taken out, and returns each pair's ratios
 * (src/domain/meal-text/measure-modifiers.ts uses their medians).
 */
export function modifierRatios(): Record<Pair, number[]> {
  const grams = new Map<string, number>();
  for (const row of readPofRows().values()) grams.set(row.reference, row.grams);
  const bySize = new Map<string, Map<string, number>>();
  const byFill = new Map<string, Map<string, number>>();
  for (const [reference, weight] of grams) {
    const [food, ...rest] = reference.split(' - ');
    const words = toSearchKey(rest.join(' - ')).split(' ');
    if (!food || !/^[a-z]/.test(words[0] ?? '')) continue;
    let size = 'media';
    let fill = '-';
    const kept = words.filter((word, i) => {
      const modifier = readModifier(word);
      if (modifier === 'rasa' && words[i - 1] === 'prato') return true; // "prato raso" is the plate
      if (modifier === 'pequena' || modifier === 'grande' || modifier === 'media') size = modifier;
      else if (modifier === 'rasa' || modifier === 'cheia') fill = modifier;
      else return true;
      return false;
    });
    const measure = `${toSearchKey(food)}|${kept.join(' ')}`;
    const add = (groups: Map<string, Map<string, number>>, key: string, state: string) => {
      const group = groups.get(key) ?? new Map<string, number>();
      group.set(state, weight);
      groups.set(key, group);
    };
    add(bySize, `${measure}|${fill}`, size);
    add(byFill, `${measure}|${size}`, fill);
  }
  const ratios = (groups: Map<string, Map<string, number>>, a: string, b: string) =>
    [...groups.values()].flatMap((g) => (g.has(a) && g.has(b) ? [(g.get(a) ?? 0) / (g.get(b) ?? 1)] : []));
  return {
    'pequena/media': ratios(bySize, 'pequena', 'media'),
    'grande/media': ratios(bySize, 'grande', 'media'),
    'rasa/cheia': ratios(byFill, 'rasa', 'cheia'),
  };
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
