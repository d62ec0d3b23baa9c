import { findPortion } from '../foods/household-measures';
import { toSearchKey } from '../foods/search-key';
import type { Food, Portion } from '../foods/types';

/** How full or how big a measure was: "colher cheia", "concha rasa", "banana grande", "fatia fina". */
export type MeasureModifier = 'cheia' | 'bem-cheia' | 'rasa' | 'pequena' | 'media' | 'grande' | 'fina' | 'grossa';

const WORDS: Record<string, MeasureModifier> = {};
const add = (modifier: MeasureModifier, words: string) => {
  for (const word of words.split(' ')) WORDS[word] = modifier;
};
add('cheia', 'cheia cheio cheias cheios cheinha cheinho');
add('bem-cheia', 'generosa generoso generosas generosos caprichada caprichado farta farto');
add('rasa', 'rasa raso rasas rasos rasinha rasinho nivelada nivelado niveladas nivelados');
add('pequena', 'pequena pequeno pequenas pequenos pequenininha pequenininho');
add('media', 'media medio medias medios');
add('grande', 'grande grandes grandao grandona');
add('fina', 'fina fino finas finos fininha fininho');
add('grossa', 'grossa grosso grossas grossos');

/** The modifier a word names ("cheias" → cheia), else null; "bem cheia" is read by the caller. */
export function readModifier(word: string): MeasureModifier | null {
  return WORDS[toSearchKey(word)] ?? null;
}

/**
 * Factors against the measure IBGE weighed, from the POF 2008-2009 table's own
 * paired references (the same food and measure weighed at two sizes or fills,
 * median over the pairs; scripts/catalog/measure-modifier-pairs.ts recomputes
 * them and data/catalog/measure-modifiers.test.ts fails if they drift):
 * - pequena = 0.6 × média (58 pairs, e.g. "Maçã - unidade pequena" 90 g / média 150 g);
 * - grande = 1.375 × média (9 pairs, e.g. "Frango assado - coxa grande" 55 g / média 40 g);
 * - rasa = 0.625 × cheia (3 pairs: "Macarrão cozido - prato raso raso" 200 g / "cheio" 320 g, arroz 100/200 g).
 * IBGE gives no pair for these, so Nutri assumes (documented in decision 0022):
 * - bem cheia = 1.25 × cheia (a quarter more than a full measure);
 * - fatia fina / grossa = pequena / grande.
 */
export const SIZE_FACTOR = { pequena: 0.6, media: 1, grande: 1.375 } as const;
export const FILL_FACTOR = { rasa: 0.625, cheia: 1, 'bem-cheia': 1.25 } as const;

type Size = keyof typeof SIZE_FACTOR;
type Fill = keyof typeof FILL_FACTOR;

/** Size and fill IBGE's reference text describes ("Arroz cozido - colher de arroz cheia", "Maçã - unidade média"). */
export function referenceState(portion: Portion): { size: Size; fill: Fill } {
  if (portion.source.kind !== 'pof') return { size: 'media', fill: 'cheia' };
  const words = toSearchKey(portion.source.reference.split(' - ').slice(1).join(' - ')).split(' ');
  let size: Size = 'media';
  let fill: Fill = 'cheia';
  words.forEach((word, i) => {
    const modifier = readModifier(word);
    // "prato raso" is a plate, not a level one: "raso" right after "prato" names the measure.
    if (modifier === 'rasa' && words[i - 1] === 'prato') return;
    if (modifier === 'pequena' || modifier === 'grande') size = modifier;
    if (modifier === 'rasa') fill = 'rasa';
  });
  return { size, fill };
}

/** The factor a modifier applies to a measure whose reference is `reference` (a full, medium one by default). */
export function modifierFactor(
  modifier: MeasureModifier | null,
  reference: { size: Size; fill: Fill } = { size: 'media', fill: 'cheia' },
): number {
  if (modifier === null) return 1;
  if (modifier === 'rasa' || modifier === 'cheia' || modifier === 'bem-cheia') {
    return FILL_FACTOR[modifier] / FILL_FACTOR[reference.fill];
  }
  const size: Size = modifier === 'fina' ? 'pequena' : modifier === 'grossa' ? 'grande' : modifier;
  return SIZE_FACTOR[size] / SIZE_FACTOR[reference.size];
}

/**
 * The portion and grams for "portion, modified": a size IBGE weighs for the
 * food itself wins ("banana pequena" → its POF "unidade pequena"); otherwise
 * the factor above, relative to the size and fill IBGE's reference assumed.
 * `scaled` tells whether the grams came from a factor (the label then says so).
 */
export function modifiedPortion(
  food: Food,
  portion: Portion,
  modifier: MeasureModifier | null,
): { portion: Portion; grams: number; scaled: boolean } {
  if (portion.measureId === 'unidade' && (modifier === 'pequena' || modifier === 'grande')) {
    const sized = findPortion(food, modifier === 'pequena' ? 'unidade-pequena' : 'unidade-grande');
    if (sized) return { portion: sized, grams: sized.grams, scaled: false };
  }
  const factor = modifierFactor(modifier, referenceState(portion));
  return { portion, grams: portion.grams * factor, scaled: factor !== 1 };
}

const FEMININE_MEASURES = new Set(
  'asa banda barra bola caneca colher concha coxa cumbuca dose escumadeira espiga fatia folha lata metade ponta porcao posta rodela sobrecoxa taca tigela unidade xicara'.split(
    ' ',
  ),
);
const MODIFIER_WORDS: Record<MeasureModifier, [feminine: string, masculine: string]> = {
  cheia: ['cheia', 'cheio'],
  'bem-cheia': ['bem cheia', 'bem cheio'],
  rasa: ['rasa', 'raso'],
  pequena: ['pequena', 'pequeno'],
  media: ['média', 'médio'],
  grande: ['grande', 'grande'],
  fina: ['fina', 'fino'],
  grossa: ['grossa', 'grosso'],
};

/** "colheres de sopa" + rasa → "colheres de sopa rasas"; "copo" + cheia → "copo cheio". */
export function modifiedLabel(label: string, modifier: MeasureModifier, plural: boolean): string {
  const head = toSearchKey(label).split(' ')[0] ?? '';
  const feminine = [head, head.replace(/s$/, ''), head.replace(/es$/, '')].some((w) => FEMININE_MEASURES.has(w));
  const word = MODIFIER_WORDS[modifier][feminine ? 0 : 1];
  return `${label} ${plural ? `${word}s` : word}`;
}
