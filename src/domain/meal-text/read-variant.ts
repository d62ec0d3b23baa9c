import { changesTheFood, termsOf, type FoodIndex } from '../foods/food-index';
import type { MeasureLookup } from '../foods/household-measures';
import { toSearchKey } from '../foods/search-key';
import { singularOf } from '../foods/word-forms';
import { readSegment, type SegmentReading } from './read-segment';

/** Words that name a kind of a food without naming another food ("torta salgada", "biscoito recheado"). */
const VARIANT_WORDS = new Set(
  (
    'salgada salgado salgadas salgados doce doces recheada recheado recheadas recheados artesanal artesanais ' +
    'gourmet especial completa completo tradicional caseira caseiro temperada temperado sortida sortido ' +
    'cremosa cremoso trufada trufado'
  ).split(' '),
);
/**
 * Foods whose filling or flavour is a variant of the same food ("tapioca de frango", "bolo de laranja"), not a
 * food of another substance ("carne de soja", "pão de batata", "leite de amêndoas" are other foods).
 */
const VARIANT_HEADS = new Set(
  (
    'tapioca beiju crepioca crepe panqueca pastel pastelzinho coxinha esfiha esfirra empada empadinha torta ' +
    'quiche pizza sanduiche sanduba lanche wrap omelete omelete bolo sorvete picole iogurte mousse pudim ' +
    'brigadeiro trufa bombom enroladinho salgado salgadinho risoto cuscuz'
  ).split(' '),
);
const FILLING_LINKS = new Set(['de', 'do', 'da', 'dos', 'das', 'sabor', 'recheio', 'recheada', 'recheado']);
/**
 * Of those, the ones whose "de X" is a filling put inside, eaten as food of its own ("tapioca de frango" has the
 * chicken in it), not a flavour ("bolo de maracujá", "sorvete de morango").
 */
const FILLED_HEADS = new Set(
  (
    'tapioca beiju crepioca crepe panqueca pastel pastelzinho coxinha esfiha esfirra empada empadinha torta ' +
    'quiche pizza sanduiche sanduba lanche wrap omelete enroladinho salgado salgadinho'
  ).split(' '),
);

/**
 * "tapioca de frango", "coxinha de jaca", "torta salgada": a food the catalog
 * has followed by a filling, flavour or kind it lacks. The food named is
 * placed and flagged for the person to confirm (the variant is in the words
 * shown beside it); the variant itself wins whenever the catalog has it,
 * because this is only tried when the whole words name nothing. Words that
 * change the food ("zero", "integral", a colour) are never dropped this way.
 */
export function readVariant(text: string, index: FoodIndex, lookupMeasure: MeasureLookup): SegmentReading | null {
  const words = text.trim().split(/\s+/);
  for (let cut = words.length - 1; cut >= 1; cut--) {
    const tail = words.slice(cut);
    if (!isVariantTail(tail)) continue;
    const head = words.slice(0, cut).join(' ');
    const reading = readSegment(head, index, lookupMeasure);
    if (!reading || reading.match.matchedTerms !== reading.match.totalTerms) continue;
    if (!namesAVariantHead(head) || !isPlain(reading, head, index)) return null;
    return { ...reading, preparationLost: true };
  }
  return null;
}

function isVariantTail(tail: readonly string[]): boolean {
  const first = toSearchKey(tail[0] ?? '');
  const described = tail.every((word) => VARIANT_WORDS.has(toSearchKey(word)));
  if (!described && !FILLING_LINKS.has(first)) return false;
  return !termsOf(tail.join(' ')).some(changesTheFood);
}

function namesAVariantHead(head: string): boolean {
  return termsOf(head).some((term) => VARIANT_HEADS.has(term.raw) || VARIANT_HEADS.has(singularOf(term.raw)));
}

/**
 * The fat a food is made with: IBGE's preparation "com manteiga/óleo" (code 11), not a filling. TACO analysed its
 * tapioca "com manteiga", and the catalog's recipes take it as the plain tapioca ("Tapioca com queijo" is it with a
 * slice of muçarela), so it is the tapioca a filling the catalog lacks is a variant of (decision 0054).
 */
const COOKING_FATS = new Set(['manteiga', 'oleo', 'margarina']);

/** "Pizza de muçarela" is not a plain pizza: placing it for "pizza de frango" would swap one filling for another. */
function isPlain(reading: SegmentReading, head: string, index: FoodIndex): boolean {
  const typed = new Set(termsOf(head).map((term) => term.base));
  return !termsOf(reading.match.food.name).some(
    (term) => !typed.has(term.base) && !COOKING_FATS.has(term.raw) && index.isFoodNoun(term),
  );
}

/**
 * "tapioca de frango": when the catalog places the tapioca as a variant (readVariant), the filling it lacks is a
 * food of its own, read whole ("frango", "carne seca") and placed beside it for the person to confirm. Flavours
 * ("bolo de maracujá") are not fillings and give nothing here.
 */
export function readFilling(text: string, index: FoodIndex, lookupMeasure: MeasureLookup): SegmentReading | null {
  const words = text.trim().split(/\s+/);
  const link = words.findIndex((word, i) => i > 0 && ['de', 'do', 'da', 'dos', 'das'].includes(toSearchKey(word)));
  if (link < 1 || link === words.length - 1) return null;
  const head = termsOf(words.slice(0, link).join(' '));
  if (!head.some((term) => FILLED_HEADS.has(term.raw) || FILLED_HEADS.has(singularOf(term.raw)))) return null;
  const filling = words.slice(link + 1).join(' ');
  const reading = readSegment(filling, index, lookupMeasure);
  if (!reading || reading.match.matchedTerms !== reading.match.totalTerms || reading.amount.written) return null;
  return { ...reading, preparationLost: true };
}
