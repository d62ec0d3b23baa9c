import fc from 'fast-check';

/**
 * Values an attacker, a buggy client or a bad paste would send, grouped by
 * what they probe. Each list is a catalogue a reviewer can extend; the
 * generators below mix them with random ones from fast-check.
 */

/** Characters PostgreSQL, JSON, terminals and bidi-aware UIs treat specially. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'arroz\u0000feijão',
  '\u0000\u0001\u0002\u0003\u0007\u0008\u000b\u000c\u001b[31m',
  '\t\n\r',
  '\u202eoãçiefer\u202c', // right-to-left override
  '\u2066\u2067\u2068\u2069\u200e\u200f', // bidi isolates and marks
  '\u200b\u200c\u200d\ufeff', // zero-width and BOM
  '\ud800', // lone surrogate
  '\udfff\ud800',
  '🍚🫘🥩👩🏽‍🍳🏳️‍🌈',
  'ﷺ𒐫𒈙꧅',
  'Z̸̡̢̛̗͈̭͓̯̝̝̥̖̟͔̭̦̈́̉̓̐̍̌̊͋̒̈́͗͘ͅa̷̡̧̨̜̟̖͔̣̭̳̯̺̫̋̿̒̈̈́̓̀̀̏̕l̴̨̢̛',
  "' OR 1=1 --",
  "'; DROP TABLE meals; --",
  '%s%s%s%n',
  '${7*7}{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e-320',
  '1e308',
  '-0',
  '0x10',
  ' 12 ',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
];

/** Numbers at the edges of IEEE 754 and of PostgreSQL's integer and real types. */
export const HOSTILE_NUMBERS: number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  1e-320, // subnormal: becomes 0 or underflows in a real column
  5e-324,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 63,
  3.4028235e38, // float4's maximum
  3.5e38,
  0.1 + 0.2,
  123456.789,
];

/**
 * Number literals JSON.stringify cannot write (JSON.parse reads 1e999 as
 * Infinity and 1e-400 as 0); sent verbatim through `RawJson`.
 */
export const RAW_NUMBER_LITERALS = [
  '1e999',
  '-1e999',
  '1e-400',
  '-0.0',
  '123456789012345678901234567890',
  '1E+2',
  '0e0',
];

/** Dates at the edges of JavaScript's Date, ISO 8601 and PostgreSQL's date type. */
export const HOSTILE_DATES = [
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '+010000-01-01',
  '-000001-01-01',
  '+275760-09-13',
  '2026-02-29',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '1970-01-01',
  '1900-01-01',
  '2026-11-22 ',
  '２０２６-１１-２２', // full-width digits
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '2026-11-22T15:00:00+25:00',
  '2026-11-22T24:00:00Z',
  '2026-11-22T15:00:00.123456789Z',
  '2026-11-22T15:00:00',
];

/** A JSON fragment written verbatim into the body (see `toJsonText`). */
export class RawJson {
  constructor(readonly text: string) {}
}

const controlText = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  maxLength: 20,
});

/** Large enough to cross column and length limits (JSON bodies stop at 100 KB). */
const hugeText = (maxLength: number) =>
  fc
    .tuple(fc.constantFrom('a', 'ç', '🍚', '\u0000', '\u202e', ' '), fc.integer({ min: 101, max: maxLength }))
    .map(([unit, times]) => unit.repeat(times));

const texts = (maxHuge: number) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_DATES) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: controlText },
    { weight: 1, arbitrary: hugeText(maxHuge) },
  );

export const hostileText: fc.Arbitrary<string> = texts(40_000);

/**
 * For URLs: Node refuses request heads over 16 KB before the app sees them
 * (431, no body), and browsers and proxies stop near 8 KB, so URL values stay
 * under 300 characters (up to 12 bytes each once percent-encoded).
 */
export const hostileUrlText: fc.Arbitrary<string> = texts(300);

export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...RAW_NUMBER_LITERALS).map((text) => new RawJson(text)) },
  { weight: 2, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
);

/** Arrays or objects nested far deeper than any form: a recursive validator or serializer would overflow. */
const deepNesting = fc
  .tuple(fc.integer({ min: 20, max: 20_000 }), fc.boolean())
  .map(
    ([depth, arrays]) =>
      new RawJson(arrays ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  );

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 4, arbitrary: hostileNumber },
  { weight: 3, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}, '', [null], { '': '' }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Writes a value as JSON text, `RawJson` fragments verbatim. */
export function toJsonText(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawJson) {
      raws.push(v.text);
      return `\u0000raw${raws.length - 1}\u0000`;
    }
    return v;
  });
  if (text === undefined) return 'null';
  return text.replace(/"\\u0000raw(\d+)\\u0000"/g, (_m, index: string) => raws[Number(index)]!);
}
