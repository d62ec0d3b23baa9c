import { APIConnectionTimeoutError, APIError } from 'openai';

export interface RetryPolicy {
  /** Retries after the first attempt. */
  retries: number;
  /** First wait; each following one doubles. */
  baseDelayMs: number;
  /** Injectable so tests do not wait. */
  sleep: (ms: number) => Promise<void>;
}

/** The policy: on 429 and 5xx, wait 1 s, 2 s, 4 s — at most 3 retries. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retries: 3,
  baseDelayMs: 1000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Runs `call` again with exponential backoff while the provider answers 429
 * (rate limited) or 5xx (its own failure) or the connection drops. A timeout
 * is not retried: a model too slow once is slow again, and the person is
 * waiting.
 */
export async function withRetries<T>(call: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= policy.retries || !isRetryable(error)) throw error;
      await policy.sleep(policy.baseDelayMs * 2 ** attempt);
    }
  }
}

export function isRetryable(error: unknown): boolean {
  if (error instanceof APIConnectionTimeoutError) return false;
  if (!(error instanceof APIError)) return false;
  // The SDK reports a dropped connection as an APIError without a status.
  if (error.status === undefined) return true;
  return error.status === 429 || error.status >= 500;
}
