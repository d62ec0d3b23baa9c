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
/**
 * "no", "na", "em" also join two foods ("ovo no pão", "requeijão na tapioca") or a food and where it was eaten
 * ("pipoca no cinema"); a whole dish name still wins ("leite em pó", "cupim na cerveja").
 */
const SOFT_SEPARATORS = /\s+(e|com|mais|acompanhad[oa] de|junto com|n[oa]s?|num|numa|em)\s+/i;

/**
 * Word edges that also hold next to accented letters: JavaScript's `\b` only
 * knows [A-Za-z0-9_], so "manhã\b" never matched at the end of a word and
 * "\bà" needed a letter before "à".
 */
const START = '(?<![\\p{L}\\p{N}])';
const END = '(?![\\p{L}\\p{N}])';
/** When a meal was eaten is not food: "… no café da manhã", "… no almoço", "de manhã", "à tarde". */
const MEAL_CONTEXT = new RegExp(
  `${START}(?:n[oa]|pr[oa]|para o|pela|de|da|à|a)\\s+` +
    `(?:caf[eé] da manh[aã]|almo[cç]o|jantar|janta|lanche(?: da (?:manh[aã]|tarde|noite))?|lanchinho|ceia|manh[aã]|tarde|noite|madrugada)${END}`,
  'giu',
);
const TRAILING_COFFEE_BREAK = /\s(no|pro)\s+caf[eé]\s*$/iu;
/** "churrasco: picanha, linguiça…", "cachorro quente: pão com salsicha": the label names what the list details. */
const LEADING_LABEL = /^[^:]*\p{L}[^:\d]*:(?!\d)\s*(?=\S)/u;
/** "marmita de frango com batata doce": the container holds the foods, it is not one of them. */
const LEADING_CONTAINER =
  /^((?:eu\s+)?(?:comi|almocei|jantei|levei|pedi)\s+)?(?:(?:uma?|minha)\s+)?(?:marmita|marmitex|quentinha|bowl)(?:\s+(?:fitness|fit|saud[aá]vel|congelada|caseira|grande|pequena|m[eé]dia))?(?:\s+(?:de|com))?\s+(?=\S)/iu;
/**
 * "prato feito com arroz, feijão, bife e salada", "pf com arroz feijão e frango": a plate whose rice or beans
 * are listed is described item by item, so the plate is the container; "prato feito com bife" (rice and beans
 * implied) stays the catalog's prato feito.
 */
const LEADING_PLATE_LISTED =
  /^((?:eu\s+)?(?:comi|almocei|jantei|pedi)\s+)?(?:(?:uma?|meu)\s+)?(?:prato\s+feito|pf)\s+(?:de|com)\s+(?=.*\b(?:arroz|feij[aã]o)\b)/iu;

/**
 * "x salada", "x burguer": the snack-bar sandwiches written without the hyphen. Alone, "x" is the
 * "vezes" of "2 x" and is dropped, which turned "x salada" into a salad.
 */
const SNACK_BAR_X = new RegExp(
  `(^|[\\s,;+])x\\s+(?=(?:salada|burguer|burger|búrguer|tudo|bacon|egg|frango|calabresa|picanha)${END})`,
  'giu',
);

export function splitDescription(text: string): Piece[][] {
  return text
    .replace(/(^|\s)c\/\s*/gi, '$1com ') // "pão c/ manteiga"
    .replace(/(^|\s)s\/\s*/gi, '$1sem ')
    .replace(SNACK_BAR_X, '$1x-')
    .split(HARD_SEPARATORS)
    .map((chunk) =>
      chunk
        .replace(LEADING_LABEL, '')
        .replace(MEAL_CONTEXT, ' ')
        .replace(TRAILING_COFFEE_BREAK, ' ')
        .replace(/\s+/g, ' ')
        .trim()
        .replace(LEADING_CONTAINER, '$1')
        .replace(LEADING_PLATE_LISTED, '$1'),
    )
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
    .replace(/(^|[^\p{L}\p{N}])x(\d)/gu, '$1x $2')
    .replace(/(^|\s)[-*–]\s/g, ' ')
    .replace(/[()[\]{}:!?"“”]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}
