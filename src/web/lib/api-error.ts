import { apiErrorSchema } from '@/contracts/errors';

/**
 * A failed API call. `status` 0 means the request never reached the server
 * (offline, DNS, server down). `message` is always pt-BR and safe to show.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';
export const UNEXPECTED_ERROR_MESSAGE = 'Algo deu errado do nosso lado. Tente novamente em instantes.';

/** Builds the error from a non-2xx answer; bodies that are not our error shape (a proxy's 502 page) get a generic message. */
export function errorFromResponse(status: number, body: unknown): ApiRequestError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiRequestError(status, code, message, fields);
  }
  return new ApiRequestError(status, status >= 500 ? 'internal_error' : 'unknown_error', UNEXPECTED_ERROR_MESSAGE);
}

/** 4xx answers are decisions (wrong input, no session, too many attempts): repeating the request cannot change them. */
export function isClientError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
}

export function messageOf(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : UNEXPECTED_ERROR_MESSAGE;
}
