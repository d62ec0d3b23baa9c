/**
 * How a person writes an IBGE POF row (issue 24's evaluations generated from the survey): the food's
 * description without IBGE's bracketed lists ("Banana (ouro, prata, d´água, da terra, etc.)" → "banana"),
 * its preparation the way Portuguese puts it ("sopa de inhame", "frango assado", "peixe ao molho
 * vermelho"; the first of IBGE's alternatives, "grelhado/brasa/churrasco" → "grelhado"), and a household
 * measure as it is said ("COLHER DE ARROZ/SERVIR" → "colher de arroz", "GARRAFA (600 ML)" → "garrafa de
 * 600 ml", "LATA (N. E.)" → "lata"). Written from IBGE's own tables, never from the catalog's names, so the
 * reader is measured on words it was not built from.
 */
import type { PofCompositionRow } from '../../scripts/catalog/reference-data';

/** The preparation as said after (or, for soups and porridges, before) the food; masculine and feminine. */
const PREPARATION: Record<string, { before?: string; after?: [string, string] }> = {
  '1': { after: ['cru', 'crua'] },
  '2': { after: ['cozido', 'cozida'] },
  '3': { after: ['grelhado', 'grelhada'] },
  '4': { after: ['assado', 'assada'] },
  '5': { after: ['frito', 'frita'] },
  '6': { after: ['empanado', 'empanada'] },
  '7': { after: ['refogado', 'refogada'] },
  '8': { after: ['ao molho vermelho', 'ao molho vermelho'] },
  '9': { after: ['ao molho branco', 'ao molho branco'] },
  '10': { after: ['ao alho e óleo', 'ao alho e óleo'] },
  '11': { after: ['com manteiga', 'com manteiga'] },
  '12': { after: ['ao vinagrete', 'ao vinagrete'] },
  '13': { after: ['ensopado', 'ensopada'] },
  '14': { before: 'mingau de' },
  '15': { before: 'sopa de' },
};

/** IBGE's words that say "whatever kind": nobody writes them. */
const ANY_KIND = /\s+(de qualquer tipo|não especificad[oa]s?|n\. ?e\.)\b/gi;

/** The food's description as typed: lower case, no bracketed lists, no "de qualquer tipo". */
export function foodWords(description: string): string {
  return description
    .replace(/\([^)]*\)/g, ' ')
    .replace(ANY_KIND, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Feminine when the first word is (a casa, a banana, a carne; o feijão, o leite). */
function isFeminine(words: string): boolean {
  const head = words.split(/[\s-]/)[0] ?? '';
  return /(a|ã|gem|ção|dade)$/.test(head) && !/^(dia|mapa|sofá|chá)$/.test(head);
}

/** One composition row as a person names it: "frango assado", "sopa de batata-inglesa", "alface". */
export function pofFoodText(row: PofCompositionRow): string {
  const food = foodWords(row.descricao_alimento ?? '');
  const preparation = PREPARATION[row.codigo_preparacao ?? ''];
  if (!preparation) return food;
  if (preparation.before) return `${preparation.before} ${food}`;
  const [masculine, feminine] = preparation.after ?? ['', ''];
  return `${food} ${isFeminine(food) ? feminine : masculine}`.trim();
}

/** A household measure as it is said: "colher de arroz", "garrafa de 600 ml", "lata", "xícara de chá". */
export function measureWords(description: string): string {
  const lower = description.toLowerCase().trim();
  const bottle = /^(garrafa|lata) \(([\d,]+) (ml|l)\)$/.exec(lower);
  if (bottle) return `${bottle[1]} de ${bottle[2]} ${bottle[3]}`;
  return lower
    .replace(/\s*\(n\. e\.\)/, '')
    .replace(/\/.*$/, '')
    .replace(/\bxicara\b/, 'xícara')
    .replace(/\bcafe\b/, 'café')
    .replace(/\bcha\b/, 'chá')
    .replace(/\bporcao\b/, 'porção')
    .replace(/\bpedaco\b/, 'pedaço')
    .replace(/\bmedio\b/, 'médio')
    .replace(/\brequeijao\b/, 'requeijão')
    .replace(/\bmaco\b/, 'maço')
    .replace(/\bsache\b/, 'sachê')
    .replace(/\btaca\b/, 'taça')
    .replace(/\bpescoco\b/, 'pescoço')
    .replace(/\bfile\b/, 'filé');
}
