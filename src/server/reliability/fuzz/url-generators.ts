import fc from 'fast-check';
import { hostileUrlText, toJsonText } from './hostile-values';
import { EXTRA_KEYS, keysToChange, relatedLeaf } from './request-generators';

/** The URL half of the hostile requests: query strings and path segments (bodies: request-generators.ts). */

/** A query string from a template of valid parameters: values swapped, repeated, dropped or added; raw encodings too. */
export function queryCases(template: Record<string, string>): fc.Arbitrary<string> {
  const keys = Object.keys(template);
  const change = (valid: string) =>
    fc.oneof(
      {
        weight: 6,
        arbitrary: relatedLeaf(valid, hostileUrlText).map((v) => [typeof v === 'string' ? v : toJsonText(v)]),
      },
      { weight: 1, arbitrary: fc.tuple(hostileUrlText, hostileUrlText) }, // ?q=a&q=b
      { weight: 1, arbitrary: fc.constant<string[]>([]) },
    );
  const extras = fc.oneof(
    { weight: 3, arbitrary: fc.constant<Array<[string, string]>>([]) },
    {
      weight: 1,
      arbitrary: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...EXTRA_KEYS), hostileUrlText), hostileUrlText), {
        minLength: 1,
        maxLength: 2,
      }),
    },
  );
  const encoded = fc
    .tuple(keysToChange(keys), fc.tuple(...keys.map((key) => change(template[key]!))), extras)
    .map(([chosen, changed, extra]) => {
      const params = new URLSearchParams();
      keys.forEach((key, i) => {
        for (const v of chosen.has(key) ? changed[i]! : [template[key]!]) params.append(key, stripLoneSurrogates(v));
      });
      for (const [key, v] of extra) params.append(stripLoneSurrogates(key), stripLoneSurrogates(v));
      const text = params.toString();
      return text ? `?${text}` : '';
    });
  const raw = fc.constantFrom(
    '?%',
    '?%ZZ',
    '?q=%E0%A4%A',
    '?q=%00',
    '?=&=&',
    '?q',
    '?&&&',
    '?q=%F0%9F',
    '?limit=%2B1',
    '?a[b]=1&a[c]=2',
    '?q=1#frag',
  );
  return fc.oneof({ weight: 8, arbitrary: encoded }, { weight: 1, arbitrary: raw });
}

/** A path segment: a valid one, a hostile one percent-encoded, or raw bytes no client should send. */
export function segmentCases(valid: () => string[]): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .constant(null)
        .map(() => valid())
        .chain((ids) => (ids.length ? fc.constantFrom(...ids) : fc.uuid())),
    },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 4, arbitrary: hostileUrlText.map((text) => encodeURIComponent(stripLoneSurrogates(text)) || '%20') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%ZZ',
        '%00',
        '%',
        '..',
        '%2e%2e',
        '%2F',
        'a'.repeat(3000),
        '00000000-0000-0000-0000-000000000000',
        'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
      ),
    },
  );
}

/** encodeURIComponent throws on a lone surrogate; the URL layer cannot carry one anyway. */
function stripLoneSurrogates(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}
