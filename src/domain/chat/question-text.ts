/**
 * A question as the assistant reads it: `key` is lowercase without accents
 * (so "proteína" = "proteina"), with exactly one character per character of
 * `original`. Patterns match on `key`; the matched span is cut from `original`,
 * so food names keep their accents when shown back ("pão francês").
 */
export interface QuestionText {
  original: string;
  key: string;
}

export function readQuestion(text: string): QuestionText {
  const original = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  let key = '';
  for (const char of original) {
    const folded = char
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase();
    // Keep the 1:1 mapping: a character whose folded form changes length (ß, emoji…) stays as it is.
    key += folded.length === char.length ? folded : char;
  }
  return { original, key };
}

/** The part of the question between two indices of `key` (the same indices in `original`). */
export function slice(question: QuestionText, start: number, end = question.key.length): QuestionText {
  return { original: question.original.slice(start, end), key: question.key.slice(start, end) };
}

/** Removes the first match of `pattern` (on the key) from both strings. */
export function cut(question: QuestionText, pattern: RegExp): { rest: QuestionText; match: RegExpExecArray | null } {
  const match = pattern.exec(question.key);
  if (!match) return { rest: question, match: null };
  const start = match.index;
  const end = start + match[0].length;
  const join = (a: string, b: string) => `${a} ${b}`.replace(/\s+/g, ' ').trim();
  return {
    rest: {
      original: join(question.original.slice(0, start), question.original.slice(end)),
      key: join(question.key.slice(0, start), question.key.slice(end)),
    },
    match,
  };
}

/** Strips punctuation and filler at both ends ("?", "!", "por favor", "hoje"). */
export function trimFiller(question: QuestionText): QuestionText {
  let current = question;
  const edges = [
    /^[\s,.;:!?¿¡"'()-]+/,
    /[\s,.;:!?¿¡"'()-]+$/,
    /^(por favor|pfv|pf|ei|ola|oi|entao|e ai|nutri)\b[\s,]*/,
    /[\s,]*\b(por favor|pfv|pf|obrigad[oa])$/,
  ];
  for (let changed = true; changed;) {
    changed = false;
    for (const pattern of edges) {
      const { rest, match } = cut(current, pattern);
      if (match && match[0].length > 0) {
        current = rest;
        changed = true;
      }
    }
  }
  return current;
}
