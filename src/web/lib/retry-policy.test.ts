import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-error';
import { retryDelayMs, shouldRetry } from './retry-policy';

describe('retry policy (decision 0029)', () => {
  it('retries network failures and 5xx up to 3 times', () => {
    const offline = new ApiRequestError(0, 'network_error', 'sem rede');
    const down = new ApiRequestError(503, 'internal_error', 'fora do ar');
    expect([0, 1, 2].map((count) => shouldRetry(count, offline))).toEqual([true, true, true]);
    expect(shouldRetry(3, offline)).toBe(false);
    expect(shouldRetry(0, down)).toBe(true);
  });

  it('never retries a 4xx: it is an answer, not a glitch', () => {
    for (const status of [400, 401, 404, 409, 429]) {
      expect(shouldRetry(0, new ApiRequestError(status, 'x', 'y'))).toBe(false);
    }
  });

  it('waits 1 s, doubling, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
