import { describe, expect, it } from 'vitest';
import { safeNextPath } from '@/domain/credentials/safe-next-path';
import { loginPathFor } from './safe-next';

describe('loginPathFor', () => {
  it('vai e volta pela URL de login sem perdas', () => {
    const url = new URL(loginPathFor('/dashboard/stats?range=7d'), 'http://localhost');
    expect(url.pathname).toBe('/login');
    expect(safeNextPath(url.searchParams.get('next'))).toBe('/dashboard/stats?range=7d');
  });
});
