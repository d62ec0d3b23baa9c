import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-paths';

/** Every `path: '…'` of the router, children under '/dashboard' joined to it. */
function routerPaths(): string[] {
  const source = readFileSync(path.resolve('src/web/routes/router.tsx'), 'utf8');
  return [...source.matchAll(/path: '([^']+)'/g)]
    .map((match) => match[1]!)
    .filter((p) => p !== '*')
    .map((p) => (p.startsWith('/') ? p : `/dashboard/${p}`));
}

describe('caminhos do app', () => {
  it('reconhece cada caminho do roteador (a lista do servidor não fica para trás)', () => {
    const paths = routerPaths();
    expect(paths.length).toBeGreaterThan(15);
    for (const p of paths) expect(isAppPath(p.replace(':id', '4b1d6f0e')), p).toBe(true);
  });

  it('não reconhece caminhos desconhecidos', () => {
    expect(isAppPath('/dashboard/')).toBe(true);
    expect(isAppPath('/nao-existe')).toBe(false);
    expect(isAppPath('/dashboard/nada')).toBe(false);
    expect(isAppPath('/assinatura/teste/a/b')).toBe(false);
  });
});
