import { cut, slice, trimFiller, type QuestionText } from './question-text';

/**
 * "tapioca ou pão integral?", "qual tem mais proteína, ovo ou frango?",
 * "diferença entre arroz integral e branco", "ovo tem mais proteína que frango?"
 * → the two food phrases, accents kept. `cued` says a comparison word was
 * there ("melhor", "mais", "diferença"…); a bare "A ou B?" is a comparison
 * only when both sides are foods of the catalog (checked by the assistant).
 */
export interface Comparison {
  left: string;
  right: string;
  cued: boolean;
}

const CUE = /\b(melhor|pior|mais|menos|qual|compar\w*|diferenca|escolh\w*|entre)\b/;
/** "A é melhor que B", "A tem mais proteína do que B", "A engorda mais que B". */
const THAN =
  /^(.+?)\s+(?:e|eh|tem|possui|engorda|sacia|da)\s+(?:mais|menos|melhor|pior)(?:\s+(?!(?:do\s+)?que\b)[a-z]+)?\s+(?:do\s+)?que\s+(?:o\s+|a\s+)?(.+)$/;
/** A leading or trailing clause that carries the cue: "qual tem mais proteína, …", "…, qual é melhor". */
const LEAD_CLAUSE = /^([^,:]*)[,:]\s*/;
const TRAIL_CLAUSE = /\s*[,:]\s*([^,:]*)$/;
const LEADS: RegExp[] = [
  /^(?:(?:o\s+)?que\s+(?:e\s+|eh\s+)?|qual\s+(?:e\s+|eh\s+)?(?:o\s+|a\s+)?|e\s+)?(?:melhor|pior|mais saudavel|mais nutritiv[oa]|mais leve)\s+(?:(?:comer|tomar|beber|escolher)\s+)?/,
  /^qual\s+(?:dos dois\s+|deles\s+)?(?:tem|possui|da|engorda|sacia)\s+(?:mais|menos)(?:\s+(?!de\b)[a-z]+)?\s+(?:entre\s+)?/,
];
/** After these, "A e B" / "A com B" also pair the two foods. */
const PAIR_LEADS: RegExp[] = [
  /^(?:qual\s+(?:e\s+)?)?(?:a\s+)?diferenca\s+(?:nutricional\s+)?entre\s+/,
  /^(?:me\s+)?(?:compar\w*|faz(?:er)? uma comparacao entre)\s+(?:entre\s+)?/,
];
const SEPARATOR = /\s+(?:ou|vs\.?|versus|x)\s+/;
const PAIR_SEPARATOR = /\s+(?:e|com)\s+/;
/** Context after the second food: "… no café da manhã", "… para emagrecer", "… antes do treino". */
const CONTEXT =
  /\s+(?:(?:no|na|pro|pra|para o|para a|de|do|da|antes do|depois do|pos|pre)\s+(?:cafe(?: da manha)?|almoco|lanche|jantar|janta|ceia|treino|noite|manha|tarde|dieta)|(?:para|pra)\s+(?:emagrecer|perder peso|ganhar massa|a saude|saude|dieta))$/;
const VERB_LEAD = /^(?:comer|tomar|beber|o|a|os|as)\s+/;
const MAX_WORDS = 6;
const MAX_BARE_WORDS = 4;

export function readComparison(question: QuestionText): Comparison | null {
  let q = trimFiller(question);
  const than = THAN.exec(q.key);
  if (than) {
    const [, left = '', right = ''] = than;
    return sides(slice(q, 0, left.length), slice(q, q.key.length - right.length), true, MAX_WORDS);
  }
  let cued = false;
  let pairs = false;
  const lead = LEAD_CLAUSE.exec(q.key);
  if (lead && CUE.test(lead[1] ?? '')) {
    q = cut(q, LEAD_CLAUSE).rest;
    cued = true;
  }
  const trail = TRAIL_CLAUSE.exec(q.key);
  if (trail && CUE.test(trail[1] ?? '')) {
    q = cut(q, TRAIL_CLAUSE).rest;
    cued = true;
  }
  for (const pattern of PAIR_LEADS) {
    const found = cut(q, pattern);
    if (found.match) [q, cued, pairs] = [found.rest, true, true];
  }
  for (const pattern of LEADS) {
    const found = cut(q, pattern);
    if (found.match) [q, cued] = [found.rest, true];
  }
  const separator = SEPARATOR.exec(q.key) ?? (pairs ? PAIR_SEPARATOR.exec(q.key) : null);
  if (!separator) return null;
  const left = slice(q, 0, separator.index);
  const right = slice(q, separator.index + separator[0].length);
  if (SEPARATOR.test(right.key)) return null; // three or more foods: not a comparison of two
  return sides(left, right, cued, cued ? MAX_WORDS : MAX_BARE_WORDS);
}

function sides(left: QuestionText, right: QuestionText, cued: boolean, maxWords: number): Comparison | null {
  const l = trimFiller(cut(left, VERB_LEAD).rest);
  const r = trimFiller(cut(cut(right, VERB_LEAD).rest, CONTEXT).rest);
  const words = (t: QuestionText) => t.key.split(' ').filter(Boolean).length;
  if (words(l) === 0 || words(r) === 0 || words(l) > maxWords || words(r) > maxWords) return null;
  return { left: l.original, right: r.original, cued };
}
