import { isClientError } from './api-error';

/** Decision 0029 (client retries): up to 3 retries, delay 1 s doubling, at most 30 s. */
export const MAX_RETRIES = 3;
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** Retries only what may succeed next time (network errors, 5xx); a 4xx is an answer, not a glitch. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && !isClientError(error);
}

/** `attemptIndex` is 0 for the first retry: 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelayMs(attemptIndex: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** attemptIndex, MAX_DELAY_MS);
}
