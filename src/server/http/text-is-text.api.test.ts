import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson, type Person } from '../test/billing-helpers';
import { granolaLabel } from '../test/request-bodies';
import { createTestApp, validSignup, browser, type TestApp } from '../test/test-app';

/**
 * Text that is text (issue 29 finding 3): a JSON body with invalid UTF-8 is a
 * 400 (it used to be stored with U+FFFD in its place), and a name, a note or a
 * message made only of characters that draw nothing is refused, field by field.
 */
let t: TestApp;
let ana: Person;
beforeAll(async () => {
  t = await createTestApp();
  ana = await newPerson(t);
});
afterAll(async () => {
  await t?.close();
});

const MARK = 'MARCA-DO-TESTE';
/** The body as JSON, with `MARK` replaced by the bytes given (outside what JSON.stringify could write). */
function rawBody(body: unknown, bytes: number[]): Uint8Array {
  const [before, after] = JSON.stringify(body).split(MARK);
  return new Uint8Array([...Buffer.from(before!), ...bytes, ...Buffer.from(after!)]);
}

let nextEmail = 0;
type Field = [
  string,
  string,
  string,
  (value: string) => Record<string, unknown>,
  RegExp,
  () => Person | Promise<Person>,
];
const FIELDS: Field[] = [
  [
    'o nome do cadastro',
    'POST',
    '/api/auth/signup',
    (name) => validSignup({ name, email: `texto.${nextEmail++}@example.com` }),
    /O nome/,
    () => browser(t.app),
  ],
  ['o nome do perfil', 'PATCH', '/api/settings/profile', (name) => ({ name }), /O nome/, () => ana],
  [
    'a observação da refeição',
    'POST',
    '/api/meals',
    (note) => ({ slot: 'almoco', eatenAt: '2026-11-22T14:30:00.000Z', items: [{ foodId: 'taco-3', grams: 90 }], note }),
    /A observação/,
    () => ana,
  ],
  ['o nome de Meus alimentos', 'POST', '/api/my-foods', (name) => ({ ...granolaLabel, name }), /O nome/, () => ana],
  ['a marca de Meus alimentos', 'POST', '/api/my-foods', (brand) => ({ ...granolaLabel, brand }), /A marca/, () => ana],
  ['o nome do token', 'POST', '/api/settings/tokens', (name) => ({ name, scope: 'read' }), /O nome/, () => ana],
  [
    'a mensagem do fale conosco',
    'POST',
    '/api/help/contact',
    (message) => ({ name: 'Ana Souza', email: 'ana.texto@example.com', topic: 'outro', message }),
    /A mensagem/,
    () => browser(t.app),
  ],
];

describe('UTF-8 inválido no corpo JSON', () => {
  it.each(FIELDS)('%s: 400 em português, nada guardado', async (_, method, path, body, _subject, who) => {
    const client = await who();
    // 0xC3 0x28: a two-byte sequence cut short; 0xFF never appears in UTF-8.
    for (const bytes of [[0xc3, 0x28], [0xff], [0xed, 0xa0, 0x80]]) {
      const res = await client.send(method, path, rawBody(body(`Ana ${MARK} Souza`), bytes));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error).toEqual({
        code: 'invalid_json',
        message: 'O corpo da requisição tem bytes que não são texto UTF-8 válido.',
      });
    }
  });
});

describe('só caracteres invisíveis', () => {
  const INVISIBLE = [
    ['espaços de largura zero', '\u200B\u200B\u200B\u200B'],
    ['o preenchimento hangul U+3164', '\u3164\u3164\u3164'],
    ['o braille em branco U+2800', '\u2800\u2800\u2800'],
    ['junções e marcas de formato', '\u200D\u2060\uFEFF\u00AD'],
    ['espaços largos e seletores de variação', '\u3000\uFE0F\u2003\u034F'],
  ];
  it.each(FIELDS)('%s: recusa cada tipo, com a mensagem do campo', async (_, method, path, body, subject, who) => {
    const client = await who();
    for (const [, value] of INVISIBLE) {
      const res = await client.send(method, path, body(value!.repeat(4)));
      expect(res.status, `${JSON.stringify(value)} → ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error.message).toMatch(subject);
      expect(res.body.error.message).toMatch(/caractere visível/);
    }
  });

  it('um nome com letras e um espaço de largura zero no meio continua valendo', async () => {
    const res = await ana.send('PATCH', '/api/settings/profile', { name: 'Ana\u200B Souza' });
    expect(res.status).toBe(200);
  });
});
