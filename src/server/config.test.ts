import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('roda sem nenhuma variável: porta 3000, ./data, banco embutido', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeNull();
    expect(config.appUrl.origin).toBe('http://localhost:3000');
    expect(config.google).toBeNull();
  });

  it('Google só fica ativo com id e segredo', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).google).toBeNull();
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).google?.issuer).toBe(
      'https://accounts.google.com',
    );
  });

  it('recusa valores inválidos com uma mensagem que nomeia a variável', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SESSION_SECRET: 'curto' })).toThrow(/SESSION_SECRET/);
  });

  it('variáveis vazias contam como ausentes', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).databaseUrl).toBeNull();
  });
});
