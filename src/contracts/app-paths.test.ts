import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-paths';

describe('caminhos do app', () => {
  it('reconhece os caminhos do app, com parâmetro e barra final', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/dashboard/my-foods/label')).toBe(true);
    expect(isAppPath('/termos/')).toBe(true);
    expect(isAppPath('/assinatura/teste/4b1d6f0e')).toBe(true);
  });

  it('não reconhece caminhos desconhecidos', () => {
    expect(isAppPath('/dashboard/')).toBe(true);
    expect(isAppPath('/nao-existe')).toBe(false);
    expect(isAppPath('/dashboard/nada')).toBe(false);
    expect(isAppPath('/assinatura/teste/a/b')).toBe(false);
  });
});
