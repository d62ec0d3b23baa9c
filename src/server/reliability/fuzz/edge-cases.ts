import { RawJson, toJsonText } from './hostile-values';

/**
 * The systematic part of the fuzz: each leaf of the valid request changed, on
 * its own, to each of a few values known to break things (year 0000, 1e-320,
 * a NUL byte…). Random generation finds these too, but only now and then; run
 * as fast-check `examples`, they are tried on every run, first.
 */
const DATE_EDGES = ['0000-01-01', '9999-12-31', '+010000-01-01', '2026-02-30', ''];
const INSTANT_EDGES = [
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '2026-11-22T15:00:00+25:00',
];
const NUMERIC_TEXT_EDGES = ['1e-320', '1e308', '-0', 'NaN', 'Infinity', ' 12 ', ''];
const NUMBER_EDGES: unknown[] = [1e-320, 1e308, -0, new RawJson('1e999'), 'NaN', '12', null, true, []];
const BOOLEAN_EDGES: unknown[] = ['true', 1, null];
const TEXT_EDGES = (huge: number): unknown[] => ['a\u0000b', '\u202eetset', '🍚'.repeat(huge), '', 12, null, []];
const WHOLE_BODY_EDGES = ['null', '[]', '"texto"', '12', '{"a":1', '\u0000'];
const SEGMENT_EDGES = ['%00', '%ZZ', 'a'.repeat(3000), '00000000-0000-0000-0000-000000000000', '..%2F..'];

function leafEdges(value: unknown, inUrl: boolean): unknown[] {
  if (typeof value === 'number') return NUMBER_EDGES;
  if (typeof value === 'boolean') return BOOLEAN_EDGES;
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return INSTANT_EDGES;
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return DATE_EDGES;
    if (inUrl && /^\d+(\.\d+)?$/.test(value)) return NUMERIC_TEXT_EDGES;
    return TEXT_EDGES(inUrl ? 300 : 3000);
  }
  return [null];
}

/** Every way to change one leaf of `template` (nested objects and arrays included) to one of its edge values. */
function oneLeafChanged(template: unknown, inUrl: boolean): unknown[] {
  if (Array.isArray(template)) {
    return template.flatMap((item, i) =>
      oneLeafChanged(item, inUrl).map((changed) => template.map((other, j) => (j === i ? changed : other))),
    );
  }
  if (template !== null && typeof template === 'object') {
    return Object.entries(template).flatMap(([key, value]) =>
      oneLeafChanged(value, inUrl).map((changed) => ({ ...template, [key]: changed })),
    );
  }
  return leafEdges(template, inUrl);
}

export interface EdgeRequest {
  segments: string[];
  query: string;
  bodyText: string | undefined;
}

export function edgeRequests(
  method: string,
  segmentCount: number,
  validSegments: () => string[],
  query: Record<string, string> | undefined,
  body: unknown,
): EdgeRequest[] {
  const valid = validSegments();
  const queryText = (params: Record<string, unknown>) => {
    const text = new URLSearchParams(
      Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : toJsonText(v)]),
    ).toString();
    return text ? `?${text}` : '';
  };
  const validQuery = queryText(query ?? {});
  const validBody = method === 'GET' ? undefined : toJsonText(body ?? {});
  const cases: EdgeRequest[] = [];
  for (let i = 0; i < segmentCount; i++) {
    for (const edge of SEGMENT_EDGES) {
      cases.push({ segments: valid.map((v, j) => (j === i ? edge : v)), query: validQuery, bodyText: validBody });
    }
  }
  for (const changed of query ? (oneLeafChanged(query, true) as Array<Record<string, unknown>>) : []) {
    cases.push({ segments: valid, query: queryText(changed), bodyText: validBody });
  }
  if (method !== 'GET') {
    for (const changed of body !== undefined ? oneLeafChanged(body, false) : []) {
      cases.push({ segments: valid, query: validQuery, bodyText: toJsonText(changed) });
    }
    for (const text of WHOLE_BODY_EDGES) cases.push({ segments: valid, query: validQuery, bodyText: text });
  }
  return cases;
}
