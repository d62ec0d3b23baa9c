import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_PATH_PATTERNS } from '@/contracts/app-paths';
import { routes } from './router';

/** Every path the route tree answers, a child's relative path joined to its parent's. */
function pathsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own =
      route.path === undefined || route.path.startsWith('/') || parent === ''
        ? (route.path ?? parent)
        : `${parent}/${route.path}`;
    return [...(route.path === undefined ? [] : [own]), ...pathsOf(route.children ?? [], own)];
  });
}

describe('rotas do app', () => {
  it('respondem exatamente aos caminhos do contrato (e ao * da página não encontrada)', () => {
    const paths = pathsOf(routes);
    expect(paths.filter((p) => p !== '*').sort()).toEqual([...APP_PATH_PATTERNS].sort());
    expect(paths.filter((p) => p === '*')).toHaveLength(1);
  });
});
