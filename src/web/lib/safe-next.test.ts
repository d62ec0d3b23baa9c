import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next';

describe('safeNextPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNextPath('/dashboard/history?q=arroz')).toBe('/dashboard/history?q=arroz');
    expect(safeNextPath('/')).toBe('/');
  });

  it.each([
    ['absolute URL', 'https://evil.example/'],
    ['protocol-relative URL', '//evil.example'],
    ['backslash trick', '/\\evil.example'],
    ['relative path', 'dashboard'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['tab hiding a host', '/\t/evil.example'],
    ['empty', ''],
  ])('refuses %s', (_, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('treats a missing parameter as no destination', () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });

  it('round-trips through the login URL', () => {
    const url = new URL(loginPathFor('/dashboard/stats?range=7d'), 'http://localhost');
    expect(url.pathname).toBe('/login');
    expect(safeNextPath(url.searchParams.get('next'))).toBe('/dashboard/stats?range=7d');
  });
});
