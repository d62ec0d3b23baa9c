/**
 * Splits a meal description into the pieces a person separated: lines,
 * commas, semicolons and "+" always separate ("hard"); "e", "com" and "mais"
 * may separate or belong to a dish's name ("arroz com frango" vs "café com
 * leite"), so they are kept as joiners for the analyser to decide.
 */
export interface Piece {
  text: string;
  /** The soft separator before this piece within its chunk ("e", "com", "mais"), or null at a chunk's start. */
  joiner: string | null;
}

const HARD_SEPARATORS = /[\n;+•|]+|(?<!\d),|,(?!\d)|\.(?=\s|$)/;
const SOFT_SEPARATORS = /\s+(e|com|mais|acompanhad[oa] de|junto com)\s+/i;

/** When a meal was eaten is not food: "… no café da manhã", "… no almoço", "de manhã". */
const MEAL_CONTEXT =
  /\b(n[oa]|pr[oa]|para o|pela|de|à|a)\s+(caf[eé] da manh[aã]|almo[cç]o|jantar|janta|lanche|lanchinho|ceia|manh[aã]|tarde|noite)\b/gi;
const TRAILING_COFFEE_BREAK = /\s(no|pro)\s+caf[eé]\s*$/i;

export function splitDescription(text: string): Piece[][] {
  return text
    .replace(/(^|\s)c\/\s*/gi, '$1com ') // "pão c/ manteiga"
    .replace(/(^|\s)s\/\s*/gi, '$1sem ')
    .split(HARD_SEPARATORS)
    .map((chunk) => chunk.replace(MEAL_CONTEXT, ' ').replace(TRAILING_COFFEE_BREAK, ' ').trim())
    .filter((chunk) => chunk.length > 0)
    .map(softPieces)
    .filter((pieces) => pieces.length > 0);
}

function softPieces(chunk: string): Piece[] {
  const pieces: Piece[] = [];
  let joiner: string | null = null;
  let rest = ` ${chunk} `;
  for (;;) {
    const match = SOFT_SEPARATORS.exec(rest);
    const head = (match ? rest.slice(0, match.index) : rest).trim();
    rest = match ? ` ${rest.slice(match.index + match[0].length)}` : '';
    const previous = pieces[pieces.length - 1];
    if (previous && /^(meia|meio)(\s+de\b|$)/i.test(head) && joiner === 'e') {
      previous.text = `${previous.text} e ${head}`; // "uma xícara e meia de café": one amount
    } else if (head) {
      pieces.push({ text: head, joiner });
    }
    if (!match) return pieces;
    joiner = (match[1] ?? '').toLowerCase();
  }
}

/** Lowercased words, numbers apart from their units ("150g" → "150 g", "2x" → "2 x"), brackets dropped. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/([½¼¾⅓⅔])/g, ' $1 ')
    .replace(/(\d)(\p{L})/gu, '$1 $2')
    .replace(/\bx(\d)/g, 'x $1')
    .replace(/(^|\s)[-*–]\s/g, ' ')
    .replace(/[()[\]{}:!?"“”]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}
