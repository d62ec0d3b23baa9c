import fc from 'fast-check';
import { HOSTILE_DATES, RawJson, hostileNumber, hostileText, hostileValue, toJsonText } from './hostile-values';

/**
 * Valid-shaped requests with hostile parts: each generator starts from a
 * template a real client would send and swaps, drops or adds pieces, so most
 * cases get past the first check and reach the deeper ones.
 */

const OMIT = Symbol('omit');

/** Fields a mass-assignment bug would honour. */
export const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'id',
  'userId',
  'user_id',
  'role',
  'admin',
  'energyKcal',
  'ç',
  '',
];

/** Numbers as a query string or a careless client writes them. */
const NUMERIC_STRINGS = [
  '1e-320',
  '5e-324',
  '1e308',
  '1e999',
  '-0',
  '-1',
  '0',
  'NaN',
  'Infinity',
  '0x10',
  ' 12 ',
  '1,5',
  '9007199254740993',
  '',
];

export function relatedLeaf(template: unknown, text: fc.Arbitrary<string> = hostileText): fc.Arbitrary<unknown> {
  if (typeof template === 'number') {
    return fc.oneof(
      fc.constantFrom(template + 1, template - 1, -template, template * 1000, template / 3, String(template)),
      hostileNumber,
      hostileValue,
    );
  }
  if (typeof template === 'boolean') return fc.constantFrom(!template, String(template), 1, 0, 'sim', null);
  if (typeof template === 'string') {
    const special = /^\d{4}-\d{2}-\d{2}/.test(template)
      ? fc.constantFrom(...HOSTILE_DATES)
      : /^\d+(\.\d+)?$/.test(template)
        ? fc.constantFrom(...NUMERIC_STRINGS)
        : text;
    return fc.oneof(
      { weight: 3, arbitrary: special },
      { weight: 2, arbitrary: text },
      { weight: 1, arbitrary: text.map((bad) => template + bad) },
      { weight: 1, arbitrary: text.map((bad) => bad + template) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          template.toUpperCase(),
          ` ${template} `,
          template.repeat(100),
          Number(template) || 0,
        ),
      },
    );
  }
  return hostileValue;
}

/**
 * Which of `keys` a case changes: mostly one (so the others stay valid and the
 * case reaches the code behind validation), sometimes two or three, now and
 * then any number.
 */
export function keysToChange(keys: string[]): fc.Arbitrary<Set<string>> {
  if (keys.length === 0) return fc.constant(new Set());
  return fc
    .oneof(
      { weight: 6, arbitrary: fc.subarray(keys, { minLength: 1, maxLength: 1 }) },
      { weight: 2, arbitrary: fc.subarray(keys, { minLength: 1, maxLength: Math.min(3, keys.length) }) },
      { weight: 1, arbitrary: fc.subarray(keys) },
    )
    .map((chosen) => new Set(chosen));
}

/** The template with some of its parts (at any depth) swapped, dropped or duplicated, and extra fields added. */
export function mutated(template: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (Array.isArray(template)) {
    const first = template[0];
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .tuple(
            fc.integer({ min: 0, max: Math.max(0, template.length - 1) }),
            ...template.map((item) => mutated(item, depth + 1)),
          )
          .map(([at, ...items]) => template.map((item, i) => (i === at ? items[i] : item))),
      },
      // around the length limits (meals take at most 50 items)
      {
        weight: 1,
        arbitrary: fc.array(first === undefined ? hostileValue : mutated(first, depth + 1), { maxLength: 60 }),
      },
      { weight: 1, arbitrary: fc.constant([]) },
      { weight: 1, arbitrary: hostileValue },
    );
  }
  if (template !== null && typeof template === 'object') {
    const entries = Object.entries(template);
    const changes = entries.map(([, value]) =>
      fc.oneof(
        { weight: 5, arbitrary: depth < 4 ? mutated(value, depth + 1) : hostileValue },
        { weight: 1, arbitrary: fc.constant<unknown>(OMIT) },
      ),
    );
    const extras = fc.oneof(
      { weight: 3, arbitrary: fc.constant<Array<[string, unknown]>>([]) },
      {
        weight: 1,
        arbitrary: fc.array(fc.tuple(fc.constantFrom(...EXTRA_KEYS), hostileValue), { minLength: 1, maxLength: 2 }),
      },
    );
    const rebuilt = fc
      .tuple(keysToChange(entries.map(([key]) => key)), fc.tuple(...changes), extras)
      .map(([chosen, changed, extra]) => {
        const out: Record<string, unknown> = {};
        entries.forEach(([key, value], i) => {
          const next = chosen.has(key) ? changed[i] : value;
          if (next !== OMIT) out[key] = next;
        });
        // defineProperty: a "__proto__" key must travel as data, as JSON.parse would read it
        for (const [key, value] of extra) Object.defineProperty(out, key, { value, enumerable: true, writable: true });
        return out;
      });
    return fc.oneof({ weight: 8, arbitrary: rebuilt }, { weight: 1, arbitrary: hostileValue });
  }
  return relatedLeaf(template);
}

export interface BodyCase {
  /** What goes on the wire (undefined: no body). */
  text: string | undefined;
  contentType: string | undefined;
}

/** Bodies that are not the JSON they claim to be, or far too big for it. */
const brokenBodies = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":1',
    '{"a":1}garbage',
    '\ufeff{}',
    '{"a":1,"a":2}',
    "{'a':1}",
    '{"a":NaN}',
    '{"a":Infinity}',
    '[1,2,]',
    '\u0000',
    '{"\u0000":"\u0000"}',
    'null',
    '"texto"',
    '12',
  ),
  fc.integer({ min: 100 * 1024, max: 300 * 1024 }).map((size) => `{"text":"${'a'.repeat(size)}"}`),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const contentTypes = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom<string | undefined>(
      undefined,
      'text/plain',
      'application/json; charset=latin1',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json, text/html',
    ),
  },
);

export function bodyCases(template: unknown): fc.Arbitrary<BodyCase> {
  const json = fc.oneof(
    { weight: 8, arbitrary: mutated(template ?? {}) },
    { weight: 2, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(template ?? {}) },
  );
  return fc.oneof(
    {
      weight: 9,
      arbitrary: fc.tuple(json, contentTypes).map(([value, contentType]) => ({ text: toJsonText(value), contentType })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(brokenBodies, contentTypes).map(([text, contentType]) => ({ text, contentType })),
    },
  );
}

export { RawJson };
