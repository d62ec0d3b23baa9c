import fc from 'fast-check';
import type pg from 'pg';
import type { EndpointSpec, IdKind } from './endpoint-specs';
import { changedTables, takeSnapshot } from './data-snapshot';
import type { FuzzTarget, WireRequest } from './fuzz-target';
import { edgeRequests } from './edge-cases';
import { bodyCases, type BodyCase } from './request-generators';
import { queryCases, segmentCases } from './url-generators';
import { problemsOf } from './response-checks';

export interface Violation {
  kind: string;
  detail: string;
  request: string;
  status: number | null;
}

export interface EndpointReport {
  route: string;
  cases: number;
  byStatus: Record<string, number>;
  /** The 4xx answers by status and error code ("422 plan_infeasible"): a route whose valid case never passes shows. */
  refusals: Record<string, number>;
  violations: Violation[];
  skipped: number;
  ms: number;
}

export interface FuzzWorld {
  target: FuzzTarget;
  pool: pg.Pool;
  tables: string[];
  /** Cookie header of the signed-in persona. */
  personaCookie: () => string;
  /** A fresh session of the persona, made in the database for one case. */
  throwawayCookie: () => Promise<string>;
  ids: (kind: IdKind) => string[];
}

type Who = 'spec' | 'none' | 'persona' | 'forged';

interface RequestCase {
  path: string;
  query: string;
  body: BodyCase | undefined;
  who: Who;
  forgedToken: string;
  origin: string | null;
  /** The spec's own valid request, which must get this status (EndpointSpec.validStatus). */
  expectStatus?: number;
}

/** After this many hangs or crashes an endpoint has shown its failure; the rest of its cases are skipped to bound the run. */
const MAX_BREAKDOWNS = 2;

const forgedTokens = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEF0123456789-_=.%'.split('')), maxLength: 120 }),
  fc.constant('x'.repeat(4000)),
);

export function requestCases(route: string, spec: EndpointSpec, world: FuzzWorld): fc.Arbitrary<RequestCase> {
  const [method, pattern] = route.split(' ') as [string, string];
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const segments = names.map((name) => {
    const kind = spec.params?.[name];
    return segmentCases(() => (Array.isArray(kind) ? kind : kind ? world.ids(kind) : []));
  });
  const origins = fc.oneof(
    { weight: 12, arbitrary: fc.constant(world.target.url) },
    { weight: 1, arbitrary: fc.constantFrom(null, 'null', 'http://evil.example', `${world.target.url}.evil.example`) },
  );
  const who = fc.oneof(
    { weight: 12, arbitrary: fc.constant<Who>('spec') },
    { weight: 1, arbitrary: fc.constantFrom<Who>('none', 'persona', 'forged') },
  );
  return fc
    .record({
      segments: fc.tuple(...segments),
      query: queryCases(spec.query ?? {}),
      body: method === 'GET' ? fc.constant(undefined) : bodyCases(spec.body),
      who,
      forgedToken: forgedTokens,
      origin: origins,
    })
    .map(({ segments: values, ...rest }) => {
      let index = 0;
      const path = pattern.replace(/:(\w+)/g, () => values[index++]!);
      return { path, ...rest };
    });
}

/** The systematic cases of edge-cases.ts, as requests of the persona the route expects. */
function edgeCases(route: string, spec: EndpointSpec, world: FuzzWorld): RequestCase[] {
  const [method, pattern] = route.split(' ') as [string, string];
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const validSegments = () =>
    names.map((name) => {
      const kind = spec.params?.[name];
      const ids = Array.isArray(kind) ? kind : kind ? world.ids(kind) : [];
      return ids[0] ?? '00000000-0000-4000-8000-000000000000';
    });
  const edges = edgeRequests(method, names.length, validSegments, spec.query, spec.body).map((edge) => {
    let index = 0;
    return {
      path: pattern.replace(/:(\w+)/g, () => edge.segments[index++]!),
      query: edge.query,
      body: edge.bodyText === undefined ? undefined : { text: edge.bodyText, contentType: 'application/json' },
      who: 'spec' as const,
      forgedToken: '',
      origin: world.target.url,
    };
  });
  if (spec.validStatus === undefined) return edges;
  // The unchanged valid request first: the corpus only ever changes a leaf of it.
  const segments = validSegments();
  const query = new URLSearchParams(spec.query ?? {}).toString();
  const valid: RequestCase = {
    path: pattern.replace(/:(\w+)/g, () => segments.shift()!),
    query: query ? `?${query}` : '',
    body: method === 'GET' ? undefined : { text: JSON.stringify(spec.body ?? {}), contentType: 'application/json' },
    who: 'spec',
    forgedToken: '',
    origin: world.target.url,
    expectStatus: spec.validStatus,
  };
  return [valid, ...edges];
}

async function cookieFor(c: RequestCase, spec: EndpointSpec, world: FuzzWorld): Promise<string | null> {
  const own = spec.session ?? 'persona';
  // A route that ends the session it is sent with (logout) never gets the persona's own.
  const who = c.who === 'spec' || (c.who === 'persona' && own === 'throwaway') ? own : c.who;
  if (who === 'persona') return world.personaCookie();
  if (who === 'throwaway') return world.throwawayCookie();
  if (who === 'forged') return `nutri_session=${c.forgedToken}`;
  return null;
}

function wireRequest(method: string, c: RequestCase, cookie: string | null): WireRequest {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (method !== 'GET' && c.origin !== null) headers.origin = c.origin;
  if (c.body?.contentType) headers['content-type'] = c.body.contentType;
  return { method, path: c.path + c.query, headers, body: c.body?.text };
}

export function describeRequest(request: WireRequest): string {
  const body = request.body === undefined ? '' : ` ${truncate(request.body, 240)}`;
  const type = request.headers['content-type'] ? ` [${request.headers['content-type']}]` : '';
  const who = request.headers.cookie ? '' : ' (sem sessão)';
  return `${request.method} ${truncate(request.path, 200)}${type}${who}${body}`;
}

function truncate(text: string, max: number) {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} caracteres)` : text;
}

function errorCode(text: string): string {
  try {
    const code = (JSON.parse(text) as { error?: { code?: unknown } }).error?.code;
    return typeof code === 'string' ? code : '?';
  } catch {
    return '?';
  }
}

/** The first unhandled error the server logged for the case (pino JSON lines), if any. */
function loggedError(lines: string[]): string | null {
  for (const line of lines) {
    try {
      const entry = JSON.parse(line);
      if (entry.err?.message) return String(entry.err.message).slice(0, 200);
      if (entry.level >= 50 && entry.msg) return String(entry.msg).slice(0, 200);
    } catch {
      if (line.trim()) return line.slice(0, 200);
    }
  }
  return null;
}

/**
 * Runs `runs` generated requests against one route, one at a time, and checks
 * each answer: never a 5xx, never a hang or a crash, errors in the uniform
 * pt-BR envelope, and a refused (4xx) request leaves every table as it was.
 * Violations are collected, not thrown, so one run lists all of them; with
 * `shrink` the first one fails the property and fast-check shrinks it.
 */
export async function fuzzEndpoint(
  route: string,
  spec: EndpointSpec,
  world: FuzzWorld,
  options: { seed: number; runs: number; shrink: boolean },
): Promise<EndpointReport> {
  const started = Date.now();
  const method = route.split(' ')[0]!;
  const report: EndpointReport = { route, cases: 0, byStatus: {}, refusals: {}, violations: [], skipped: 0, ms: 0 };
  let breakdowns = 0;
  let before = await takeSnapshot(world.pool, world.tables);
  world.target.takeErrorLines();

  const examples = edgeCases(route, spec, world).map((c) => [c] as [RequestCase]);
  const property = fc.asyncProperty(requestCases(route, spec, world), async (c) => {
    if (breakdowns >= MAX_BREAKDOWNS) {
      report.skipped += 1;
      return true;
    }
    const cookie = await cookieFor(c, spec, world);
    if (spec.session === 'throwaway') before = await takeSnapshot(world.pool, world.tables);
    const request = wireRequest(method, c, cookie);
    const answer = await world.target.send(request, spec.timeoutMs);
    report.cases += 1;
    const found: Violation[] = [];
    const add = (kind: string, detail: string, status: number | null) => {
      // The same text in `message` and in `fields` is one finding.
      if (!found.some((v) => v.kind === kind && v.detail === detail))
        found.push({ kind, detail, status, request: describeRequest(request) });
    };
    if (!answer.ok) {
      breakdowns += 1;
      report.byStatus[answer.failure] = (report.byStatus[answer.failure] ?? 0) + 1;
      add(answer.failure, answer.detail, null);
      before = await takeSnapshot(world.pool, world.tables);
    } else {
      const bucket = `${Math.floor(answer.status / 100)}xx`;
      report.byStatus[bucket] = (report.byStatus[bucket] ?? 0) + 1;
      if (answer.status >= 400 && answer.status < 500) {
        const refusal = `${answer.status} ${errorCode(answer.text)}`;
        report.refusals[refusal] = (report.refusals[refusal] ?? 0) + 1;
      }
      let lines = world.target.takeErrorLines();
      // The error line travels through a pipe and may land a moment after the answer.
      if (answer.status >= 500 && lines.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        lines = world.target.takeErrorLines();
      }
      if (c.expectStatus !== undefined && answer.status !== c.expectStatus) {
        add('valid_refused', `o pedido válido recebeu HTTP ${answer.status} ${errorCode(answer.text)}`, answer.status);
      }
      const logged = loggedError(lines);
      for (const problem of problemsOf(answer)) {
        add(
          problem.kind,
          problem.kind === 'status_5xx' && logged ? `${problem.detail}: ${logged}` : problem.detail,
          answer.status,
        );
      }
      const after = await takeSnapshot(world.pool, world.tables);
      if (answer.status >= 400) {
        const changed = changedTables(before, after);
        if (changed.length)
          add('changed_data', `HTTP ${answer.status} mas mudou: ${changed.join(', ')}`, answer.status);
      }
      before = after;
    }
    if (spec.restoreClock) {
      await world.target.pinClock();
      before = await takeSnapshot(world.pool, world.tables);
    }
    report.violations.push(...found);
    return !(options.shrink && found.length > 0);
  });

  // The edge cases run first, then `runs` generated ones.
  await fc.assert(property, {
    seed: options.seed,
    numRuns: options.runs + examples.length,
    examples,
    endOnFailure: !options.shrink,
  });
  report.ms = Date.now() - started;
  return report;
}

/** How many requests each group keeps (the shortest ones): one cause of a 500 often hides another behind the same log line. */
const EXAMPLES_PER_GROUP = 3;

/** Violations grouped by kind, status and detail, each with the shortest requests that showed it. */
export function groupViolations(violations: Violation[]) {
  const groups = new Map<
    string,
    { kind: string; status: number | null; detail: string; count: number; examples: string[] }
  >();
  for (const v of violations) {
    const detail = v.detail.replace(/\d+ ms/g, 'N ms');
    const key = `${v.kind}|${v.status}|${detail}`;
    const group = groups.get(key) ?? { kind: v.kind, status: v.status, detail, count: 0, examples: [] };
    group.count += 1;
    if (!group.examples.includes(v.request)) {
      group.examples = [...group.examples, v.request].sort((a, b) => a.length - b.length).slice(0, EXAMPLES_PER_GROUP);
    }
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}
