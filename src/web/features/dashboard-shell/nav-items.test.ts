import { describe, expect, it } from 'vitest';
import { pageTitleFor } from './nav-items';

describe('pageTitleFor (título da barra superior pelo caminho)', () => {
  it.each([
    ['/dashboard', 'Início'],
    ['/dashboard/', 'Início'],
    ['/dashboard/chat', 'Nutricionista Virtual'],
    ['/dashboard/analyze', 'Analisar Refeição'],
    ['/dashboard/history', 'Histórico'],
    ['/dashboard/stats', 'Estatísticas'],
    ['/dashboard/my-foods', 'Meus alimentos'],
    ['/dashboard/settings/', 'Configurações'],
    ['/dashboard/unknown', 'Início'],
  ])('%s → %s', (path, title) => {
    expect(pageTitleFor(path)).toBe(title);
  });
});
