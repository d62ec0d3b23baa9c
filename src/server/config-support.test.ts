import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('SUPPORT_EMAIL', () => {
  it('tem um padrão local e aceita outro e-mail', () => {
    expect(loadConfig({}).supportEmail).toBe('suporte@nutri.local');
    expect(loadConfig({ SUPPORT_EMAIL: 'ajuda@nutri.app.br' }).supportEmail).toBe('ajuda@nutri.app.br');
  });

  it('recusa um valor que não é e-mail, nomeando a variável', () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: 'suporte' })).toThrow(
      /SUPPORT_EMAIL: SUPPORT_EMAIL precisa ser um e-mail válido/,
    );
  });
});
