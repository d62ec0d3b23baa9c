import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-error';
import { retryDelayMs, shouldRetry } from './retry-policy';

describe('política de novas tentativas (decisão 0029)', () => {
  it('repete falhas de rede e 5xx até 3 vezes', () => {
    const offline = new ApiRequestError(0, 'network_error', 'sem rede');
    const down = new ApiRequestError(503, 'internal_error', 'fora do ar');
    expect([0, 1, 2].map((count) => shouldRetry(count, offline))).toEqual([true, true, true]);
    expect(shouldRetry(3, offline)).toBe(false);
    expect(shouldRetry(0, down)).toBe(true);
  });

  it('nunca repete um 4xx: é uma resposta, não uma falha passageira', () => {
    for (const status of [400, 401, 404, 409, 429]) {
      expect(shouldRetry(0, new ApiRequestError(status, 'x', 'y'))).toBe(false);
    }
  });

  it('espera 1 s, dobrando, no máximo 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
