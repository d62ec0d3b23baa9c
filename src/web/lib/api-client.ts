import type { z } from 'zod';
import {
  apiUrl,
  type AnswerOf,
  type ApiRoute,
  type BodyOf,
  type Method,
  type ParamNames,
  type PathParams,
  type QueryOf,
} from '@/contracts/api-route';
import { ApiRequestError, errorFromResponse, NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './api-error';

/** An entry of the route table (src/contracts/api-routes) whose answer is JSON or nothing. */
type CallableRoute = ApiRoute & { response: z.ZodType | 'empty' };

type CallOptions<R extends CallableRoute> = {
  /** The JSON body (typed by the route's request schema), or a form for the two uploads. */
  body?: BodyOf<R> | FormData;
  query?: QueryOf<R>;
  /** Extra request headers (the Idempotency-Key of a create that must happen once). */
  headers?: Record<string, string>;
} & ([ParamNames<R['path']>] extends [never] ? { params?: undefined } : { params: PathParams<R['path']> });

/**
 * The one way the web app calls the API: an entry of the route table (decision 0060) with its `:params` (URL-encoded)
 * and query filled in, and the answer checked against the entry's contract. `api(mealsApi.copy, { params: { id }, body })`.
 */
export function api<R extends CallableRoute>(
  route: R,
  ...[options]: [ParamNames<R['path']>] extends [never] ? [options?: CallOptions<R>] : [options: CallOptions<R>]
): Promise<AnswerOf<R>> {
  const url = apiUrl(route, options?.params as Record<string, string | number> | undefined, options?.query ?? {});
  const schema = typeof route.response === 'string' ? undefined : route.response;
  return apiRequest(route.method, url, { body: options?.body, headers: options?.headers, schema }) as Promise<
    AnswerOf<R>
  >;
}

interface RequestOptions<S extends z.ZodType | undefined> {
  body?: unknown;
  /** Contract schema of the success body; answers that break the contract fail loudly instead of rendering garbage. */
  schema?: S;
  /** Extra request headers (the offline queue's Idempotency-Key). */
  headers?: Record<string, string>;
}

type Result<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * Under `api`: same-origin, cookie session, JSON in and out (a FormData goes as multipart), errors turned into
 * `ApiRequestError` with the server's pt-BR message.
 */
async function apiRequest<S extends z.ZodType | undefined = undefined>(
  method: Method,
  path: string,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const form = options.body instanceof FormData;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : form ? (options.body as FormData) : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiRequestError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }

  const body = await readJson(response);
  if (!response.ok) throw errorFromResponse(response.status, body);
  if (!options.schema) return undefined as Result<S>;

  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Resposta fora do contrato em ${method} ${path}`, parsed.error.issues);
    throw new ApiRequestError(response.status, 'contract_mismatch', UNEXPECTED_ERROR_MESSAGE);
  }
  return parsed.data as Result<S>;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
