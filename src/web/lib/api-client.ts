import type { z } from 'zod';
import { ApiRequestError, errorFromResponse, NETWORK_ERROR_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions<S extends z.ZodType | undefined> {
  body?: unknown;
  /** Contract schema of the success body; answers that break the contract fail loudly instead of rendering garbage. */
  schema?: S;
  /** Extra request headers (the offline queue's Idempotency-Key). */
  headers?: Record<string, string>;
}

type Result<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * The one way the web app calls the API: same-origin, cookie session, JSON in
 * and out, errors turned into `ApiRequestError` with the server's pt-BR message.
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  method: Method,
  path: string,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
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
