/**
 * pt-BR word forms for matching what people type against food names: the
 * singular, non-diminutive base of a word, with its final vowel dropped so
 * that gender and diminutives meet ("grelhado"/"grelhada", "banana"/
 * "bananinha", "pão"/"pães"/"pãezinhos", "ovo"/"ovos"/"ovinho").
 *
 * Input is a word already in search-key form (see search-key.ts: lowercase,
 * no accents). Both sides of a comparison go through the same function, so
 * the bases only need to agree with each other, not to be real words.
 * Rules follow the regular plural and diminutive formation of Portuguese
 * (Cunha & Cintra, Nova Gramática do Português Contemporâneo, ch. 9).
 */
export function baseForm(word: string): string {
  if (word.length <= 2 || /\d/.test(word)) return word;
  return dropFinalVowel(singular(withoutDiminutive(word)));
}

/**
 * Whether the word carries a diminutive suffix ("patinho", "coxinha",
 * "bolinho"). Matching by base form only works one way: a typed diminutive
 * finds its plain food ("bananinha" → banana), but a plain word does not turn
 * into a catalog diminutive that names another food ("patê" ≠ patinho,
 * "coxa" ≠ coxinha, "bolo" ≠ bolinho).
 */
export function isDiminutive(word: string): boolean {
  return word.length > 2 && !/\d/.test(word) && withoutDiminutive(word) !== word;
}

function withoutDiminutive(word: string): string {
  // pãezinhos = pães + zinhos: the base keeps its plural, singular() then undoes it.
  if (/zinh[oa]s$/.test(word) && word.length > 7) return `${word.slice(0, -6)}s`;
  if (/zinh[oa]$/.test(word) && word.length > 6) return word.slice(0, -5);
  // bananinha = banan(a) + inha; franguinho = frang(o) + u + inho (the u only keeps the hard g).
  const inho = /^(.{2,}?)(inh[oa]s?)$/.exec(word);
  if (inho?.[1] && inho[1].length >= 2) return inho[1].replace(/gu$/, 'g').replace(/qu$/, 'c');
  return word;
}

/** The singular of a word in search-key form ("pães" → "pao", "pastéis" → "pastel"), gender kept. */
export function singularOf(word: string): string {
  return word.length <= 2 || /\d/.test(word) ? word : singular(word);
}

function singular(word: string): string {
  if (word.length <= 3) return word;
  const rules: [RegExp, string][] = [
    [/(oes|aes|aos)$/, 'ao'], // limões, pães, grãos
    [/ais$/, 'al'], // integrais
    [/eis$/, 'el'], // pastéis
    [/ois$/, 'ol'], // faróis
    [/uis$/, 'ul'],
    [/ns$/, 'm'], // pudins, bombons
    [/eses$/, 'e'], // franceses → france(s): meets "francês" → france(s) below
    [/(r|z)es$/, '$1'], // colheres, nozes
    [/([^s])s$/, '$1'], // ovos, bananas (not "ss")
  ];
  for (const [pattern, replacement] of rules) {
    if (pattern.test(word)) return word.replace(pattern, replacement);
  }
  return word;
}

function dropFinalVowel(word: string): string {
  return word.length >= 3 && /[aeo]$/.test(word) ? word.slice(0, -1) : word;
}
