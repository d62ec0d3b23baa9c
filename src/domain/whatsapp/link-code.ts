/**
 * The one-time code that links a number to an account: 8 characters of an
 * alphabet without look-alikes (no 0/O, 1/I/L), about 38 bits, shown as
 * "K7P2-9XQ3" (the last one a digit). It lives 10 minutes and wrong tries are rate-limited per number,
 * so guessing one is out of reach (decision 0032).
 */
export const LINK_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const LINK_CODE_LENGTH = 8;
export const LINK_CODE_TTL_MS = 10 * 60_000;

/** A code from random bytes (the caller brings them: the domain has no randomness of its own). */
export const LINK_CODE_RANDOM_BYTES = 2 * LINK_CODE_LENGTH;
const DIGITS = '23456789';

/**
 * A code from 16 random bytes (the caller brings them: the domain has no
 * randomness of its own). Two bytes per character keep the modulo bias under
 * 0,05%. The last character is always a digit, so a code never reads as a word.
 */
export function linkCodeFrom(randomBytes: Uint8Array): string {
  if (randomBytes.length < LINK_CODE_RANDOM_BYTES) throw new Error('not enough random bytes');
  let code = '';
  for (let i = 0; i < LINK_CODE_LENGTH; i++) {
    const value = (randomBytes[2 * i] ?? 0) * 256 + (randomBytes[2 * i + 1] ?? 0);
    const alphabet = i === LINK_CODE_LENGTH - 1 ? DIGITS : LINK_CODE_ALPHABET;
    code += alphabet[value % alphabet.length];
  }
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The code inside a message ("meu código é k7p2 9xqm", "K7P2-9XQM"), normalised to "K7P29XQM"; null if none. */
export function findLinkCode(text: string): string | null {
  const upper = text.toUpperCase();
  const chars = `[${LINK_CODE_ALPHABET}]`;
  const match = new RegExp(`(?:^|[^A-Z0-9])(${chars}{4})[\\s-]?(${chars}{4})(?![A-Z0-9])`).exec(upper);
  if (!match) return null;
  const code = `${match[1]}${match[2]}`;
  // A Portuguese word of 8 letters ("CONECTAR") also fits the alphabet; a code always mixes in digits.
  return /\d/.test(code) ? code : null;
}
