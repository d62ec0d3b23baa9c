import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('DATABASE_POOL_MODE', () => {
  it('session por padrão; transaction atrás do PgBouncer em modo transação', () => {
    expect(loadConfig({}).database.poolMode).toBe('session');
    expect(loadConfig({ DATABASE_POOL_MODE: 'transaction' }).database.poolMode).toBe('transaction');
  });

  it('recusa outro valor, nomeando a variável', () => {
    expect(() => loadConfig({ DATABASE_POOL_MODE: 'statement' })).toThrow(
      /DATABASE_POOL_MODE: DATABASE_POOL_MODE é session ou transaction/,
    );
  });
});

describe('DATABASE_REPLICA_URL', () => {
  it('opcional (vazio conta como ausente); com ela, o atraso máximo e o intervalo das verificações', () => {
    expect(loadConfig({}).database.replica).toBeNull();
    expect(loadConfig({ DATABASE_REPLICA_URL: '' }).database.replica).toBeNull();
    expect(loadConfig({ DATABASE_REPLICA_URL: 'postgres://nutri@replica:5432/nutri' }).database.replica).toEqual({
      url: 'postgres://nutri@replica:5432/nutri',
      maxLagMs: 5000,
      checkEveryMs: 1000,
    });
    const tuned = loadConfig({
      DATABASE_REPLICA_URL: 'postgresql://nutri@replica/nutri',
      DATABASE_REPLICA_MAX_LAG_MS: '2000',
      DATABASE_REPLICA_CHECK_MS: '500',
    });
    expect(tuned.database.replica).toMatchObject({ maxLagMs: 2000, checkEveryMs: 500 });
  });

  it('recusa o que não é um endereço postgres:// e limites fora da faixa', () => {
    for (const bad of ['replica:5432', 'http://replica/nutri', 'postgres//x']) {
      expect(() => loadConfig({ DATABASE_REPLICA_URL: bad })).toThrow(
        /DATABASE_REPLICA_URL precisa ser um endereço postgres:\/\/usuário@servidor:porta\/banco/,
      );
    }
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://r/n', DATABASE_REPLICA_MAX_LAG_MS: '10' })).toThrow(
      /DATABASE_REPLICA_MAX_LAG_MS/,
    );
  });
});
