import { describe, expect, it } from 'vitest';
import { formatDateBR } from './format-date';

describe('formatDateBR', () => {
  it('dá a data de São Paulo, não a de UTC', () => {
    // 02:30 UTC on the 30th is 23:30 of the 29th in São Paulo (UTC−3).
    expect(formatDateBR(new Date('2026-11-30T02:30:00Z'))).toBe('29/11/2026');
    expect(formatDateBR(new Date('2026-11-30T03:00:00Z'))).toBe('30/11/2026');
  });
});
