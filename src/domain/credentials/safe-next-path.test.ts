import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('mantém caminhos do nosso próprio site, com a consulta e o fragmento', () => {
    expect(safeNextPath('/dashboard/history?q=arroz')).toBe('/dashboard/history?q=arroz');
    expect(safeNextPath('/dashboard#hoje')).toBe('/dashboard#hoje');
    expect(safeNextPath('/')).toBe('/');
    // Percent-encoded slashes stay encoded in a path: browsers never decode them into a host.
    expect(safeNextPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it.each([
    ['absolute URL', 'https://evil.example/'],
    ['protocol-relative URL', '//evil.example'],
    ['three slashes', '///evil.example'],
    ['backslash after the slash', '/\\evil.example'],
    ['backslash later on', '/dashboard\\..\\evil'],
    ['tab hiding a second slash', '/\t/evil.example'],
    ['newline hiding a second slash', '/\n/evil.example'],
    ['carriage return and line feed', '/dashboard\r\nSet-Cookie: x=y'],
    ['NUL', '/dashboard\u0000'],
    ['DEL', '/dashboard\u007f'],
    ['C1 control', '/dashboard\u0085'],
    ['space', '/ /evil.example'],
    ['line separator', '/\u2028/evil.example'],
    ['no-break space', '/\u00a0/evil.example'],
    ['dot segments to a second slash', '/a/..//evil.example'],
    ['relative path', 'dashboard'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['data: URL', 'data:text/html,oi'],
    ['empty', ''],
    ['absurdly long', `/${'a'.repeat(2048)}`],
  ])('recusa %s', (_, raw) => {
    expect(safeNextPath(raw)).toBeNull();
  });

  it('treats a missing parameter as no destination', () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });
});
