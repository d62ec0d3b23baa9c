import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { browser, createTestApp, validSignup, type TestApp } from './test/test-app';

/** Every line the app logs, as written (JSON text). */
const lines: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ log: createLogger('debug', capture) });
  // Makes the database itself refuse these rows, so the failure does not depend on any validation.
  await t.db.execute(sql`alter table users add constraint refuse_test_name check (name <> 'Recusada Pelo Banco')`);
  await t.db.execute(
    sql`alter table support_requests add constraint refuse_test_name check (name <> 'Recusada Pelo Banco')`,
  );
});
afterAll(() => t.close());
beforeEach(() => {
  lines.length = 0;
});

const logged = () => lines.join('\n');
const errorLines = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'unhandled error');

describe('logs sem dados pessoais', () => {
  it('um erro do banco no cadastro não registra e-mail, nome nem o hash da senha', async () => {
    const res = await browser(t.app).post(
      '/api/auth/signup',
      validSignup({
        name: 'Recusada Pelo Banco',
        email: 'segredo.cadastro@example.com',
        password: 'SenhaSecreta!9',
        confirmPassword: 'SenhaSecreta!9',
      }),
    );
    expect(res.status).toBe(500);
    expect(res.body.error.message).toBe('Algo deu errado do nosso lado. Tente novamente em instantes.');
    const [entry] = errorLines();
    // Still useful for an operator: what failed and the SQLSTATE, without the values.
    expect(entry.err.type).toBe('DrizzleQueryError');
    expect(entry.err.message).toMatch(/^Failed query: insert into "users"/);
    expect(entry.err.cause).toMatchObject({ code: '23514', constraint: 'refuse_test_name', table: 'users' });
    const text = logged();
    for (const secret of ['segredo.cadastro', 'Recusada Pelo Banco', 'Recusada', '$argon2', 'SenhaSecreta', 'params']) {
      expect(text).not.toContain(secret);
    }
  });

  it('um erro do banco no fale conosco (sem login) não registra nome, e-mail nem a mensagem', async () => {
    const res = await browser(t.app).post('/api/help/contact', {
      name: 'Recusada Pelo Banco',
      email: 'segredo.contato@example.com',
      topic: 'dados',
      message: 'Tomo remédio para pressão e quero saber das metas.',
    });
    expect(res.status).toBe(500);
    expect(errorLines()).toHaveLength(1);
    const text = logged();
    for (const secret of ['segredo.contato', 'Recusada', 'remédio para pressão', 'params']) {
      expect(text).not.toContain(secret);
    }
  });

  it('um NUL no nome do fale conosco, seja qual for a resposta, não põe os dados no log', async () => {
    const res = await browser(t.app).post('/api/help/contact', {
      name: 'Ana\u0000 Sigilosa',
      email: 'segredo.nul@example.com',
      topic: 'conta',
      message: 'Mensagem confidencial sobre minha conta.',
    });
    expect(res.status).toBeLessThan(600);
    const text = logged();
    for (const secret of ['segredo.nul', 'Sigilosa', 'confidencial']) expect(text).not.toContain(secret);
  });
});
