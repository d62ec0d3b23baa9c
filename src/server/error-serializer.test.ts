import { describe, expect, it } from 'vitest';
import { serializeError } from './error-serializer';

/** The shape node-postgres gives a server error. */
function databaseError(message: string, fields: Record<string, string>) {
  return Object.assign(new Error(message), { severity: 'ERROR', ...fields });
}

describe('serializeError', () => {
  it('mantém o SQLSTATE e os nomes da tabela e da restrição que falharam, descarta a linha e os valores', () => {
    const pg = databaseError('duplicate key value violates unique constraint "users_email_key"', {
      code: '23505',
      table: 'users',
      constraint: 'users_email_key',
      detail: 'Key (email)=(ana@example.com) already exists.',
      where: 'SQL statement "insert … ana@example.com"',
    });
    const drizzle = Object.assign(
      new Error('Failed query: insert into "users" ("email") values ($1)\nparams: ana@example.com,$argon2id$v=19$abc'),
      {
        query: 'insert into "users" ("email") values ($1)',
        params: ['ana@example.com', '$argon2id$v=19$abc'],
        cause: pg,
      },
    );
    const serialized = serializeError(drizzle);
    expect(serialized).toMatchObject({
      message: 'Failed query: insert into "users" ("email") values ($1)',
      cause: {
        message: 'duplicate key value violates unique constraint "users_email_key"',
        code: '23505',
        table: 'users',
        constraint: 'users_email_key',
      },
    });
    const text = JSON.stringify(serialized);
    expect(text).not.toContain('ana@example.com');
    expect(text).not.toContain('argon2');
    expect(serialized.stack).toMatch(/^Error: Failed query: insert into "users" \("email"\) values \(\$1\)\n\s+at /);
  });

  it('esconde os valores que o PostgreSQL cita nas próprias mensagens', () => {
    const pg = databaseError('invalid input syntax for type uuid: "ana@example.com"', { code: '22P02' });
    expect(serializeError(pg).message).toBe('invalid input syntax for type uuid: "…"');
  });

  it('não registra um valor lançado que não é um Error', () => {
    expect(serializeError('falhou para ana@example.com')).toEqual({
      type: 'string',
      message: 'valor lançado que não é um Error (omitido)',
    });
  });

  it('serializa do mesmo jeito as causas e os erros de um AggregateError', () => {
    const inner = databaseError('value "Ana Souza" too long', { code: '22001' });
    const aggregate = new AggregateError([inner], 'several failed', { cause: new Error('root\nparams: segredo') });
    const serialized = serializeError(aggregate);
    expect(serialized.errors?.[0]?.message).toBe('value "…" too long');
    expect(serialized.cause?.message).toBe('root');
    expect(JSON.stringify(serialized)).not.toMatch(/Ana Souza|segredo/);
  });
});
