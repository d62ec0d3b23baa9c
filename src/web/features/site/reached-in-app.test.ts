import { describe, expect, it } from 'vitest';
import { reachedInApp } from './reached-in-app';

describe('reachedInApp', () => {
  it('a página que o servidor mandou não é recarregada; a aberta por um link do app é', () => {
    expect(reachedInApp([{ name: 'https://nutri.app/' }], 'https://nutri.app/')).toBe(false);
    expect(reachedInApp([{ name: 'https://nutri.app/?utm=x' }], 'https://nutri.app/#planos')).toBe(false);
    expect(reachedInApp([{ name: 'https://nutri.app/pagina-que-nao-existe' }], 'https://nutri.app/')).toBe(true);
    expect(reachedInApp([{ name: 'https://nutri.app/login' }], 'https://nutri.app/')).toBe(true);
    expect(reachedInApp([], 'https://nutri.app/')).toBe(false);
  });
});
