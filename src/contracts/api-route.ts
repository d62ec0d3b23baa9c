import type { z } from 'zod';

/**
 * One endpoint of /api as both sides know it (decision 0060): the method, the path template with its `:params`,
 * what the request may carry and what the answer is. The table of them is ./api-routes.ts; the web calls through
 * it (src/web/lib/api-client.ts) and an API test holds it equal to the routes the server mounts.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A schema, or a function of the request's moment that makes one (`mealCreateSchema(now)`). */
export type SchemaOrFactory = z.ZodType | ((arg: never) => z.ZodType);

/**
 * The answer: a contract schema for JSON; 'empty' for 204 (or a body nobody reads); 'other' for what is not
 * JSON for the app (a file, a redirect, an event stream, an HTML page, a provider's webhook).
 */
export type Answer = z.ZodType | 'empty' | 'other';

export interface ApiRoute<M extends Method = Method, P extends string = string, A extends Answer = Answer> {
  method: M;
  path: P;
  /** The JSON body the server reads (its schema), when it reads one. */
  request?: SchemaOrFactory | undefined;
  /** The query string the server reads (its schema), when it reads one. */
  query?: SchemaOrFactory | undefined;
  response: A;
}

type SchemaOf<S> = S extends z.ZodType
  ? S
  : S extends (arg: never) => infer R
    ? R extends z.ZodType
      ? R
      : never
    : never;

/** `'/api/meals/:id/copy'` → `'id'`. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

/** What the body may be: what the route's request schema reads (a form's parsed output is re-read as well). */
export type BodyOf<R extends ApiRoute> = R['request'] extends SchemaOrFactory
  ? z.input<SchemaOf<R['request']>> | z.output<SchemaOf<R['request']>>
  : never;

/** The query's names come from the route's query schema; values travel as text. */
export type QueryOf<R extends ApiRoute> = R['query'] extends SchemaOrFactory
  ? { [K in keyof z.input<SchemaOf<R['query']>>]?: string | number | null }
  : never;

/** What a successful call gives: the contract's output, or nothing for 'empty'. */
export type AnswerOf<R extends ApiRoute> = R['response'] extends z.ZodType ? z.output<R['response']> : undefined;

/**
 * The URL of one call: each `:param` replaced by its value, URL-encoded (an id never changes the path's shape),
 * and the query's set values appended in their order.
 */
export function apiUrl(
  route: Pick<ApiRoute, 'path'>,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | null | undefined> = {},
): string {
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Parâmetro ${name} faltando em ${route.path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function at<M extends Method>(method: M) {
  return <
    const P extends string,
    const A extends Answer,
    Req extends SchemaOrFactory | undefined = undefined,
    Q extends SchemaOrFactory | undefined = undefined,
  >(
    path: P,
    response: A,
    io: { request?: Req; query?: Q } = {},
  ) => ({ method, path, response, request: io.request as Req, query: io.query as Q });
}

export const get = at('GET');
export const post = at('POST');
export const put = at('PUT');
export const patch = at('PATCH');
export const del = at('DELETE');
