import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { installPtBrErrorMessages } from './zod-pt-br';

beforeAll(installPtBrErrorMessages);

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

/** Words of zod's English messages ("Invalid input: expected object, received array"). */
const ENGLISH = /invalid|expected|received|too big|too small|required|must|should/i;

describe('o zod fala pt-BR onde um contrato não tem palavras próprias', () => {
  it.each([
    [
      'an array where an object goes',
      z.object({ a: z.string() }),
      [],
      'Envie os dados como um objeto JSON, não como uma lista',
    ],
    ['a missing field', z.object({ a: z.string() }), {}, 'Campo obrigatório'],
    ['a number where text goes', z.string(), 42, 'Valor inválido: informe um texto, não um número'],
    ['null where a number goes', z.number(), null, 'Valor inválido: informe um número, não vazio (null)'],
    ['text where a list goes', z.array(z.string()), 'x', 'Valor inválido: informe uma lista, não um texto'],
    ['a text too long', z.string().max(128), 'a'.repeat(129), 'Use no máximo 128 caracteres'],
    ['a text too short', z.string().min(3), 'ab', 'Use pelo menos 3 caracteres'],
    ['an empty text', z.string().min(1), '', 'Campo obrigatório'],
    ['a number too big', z.number().max(1000), 1001, 'Informe um valor de até 1.000'],
    ['a number not above zero', z.number().positive(), 0, 'Informe um valor maior que 0'],
    ['a fraction where an integer goes', z.number().int(), 1.5, 'Informe um número inteiro'],
    ['a list too long', z.array(z.number()).max(2), [1, 2, 3], 'Use no máximo 2 itens'],
    ['an empty list', z.array(z.number()).min(1), [], 'Informe pelo menos um item'],
    ['a bad e-mail', z.email(), 'ana', 'Informe um e-mail válido'],
    ['a bad uuid', z.uuid(), 'x', 'Identificador inválido'],
    ['a bad instant', z.iso.datetime(), 'ontem', 'Informe data e hora válidas'],
    ['an option not offered', z.enum(['a', 'b']), 'c', 'Escolha uma das opções: a, b'],
    ['an unknown key', z.strictObject({}), { x: 1 }, 'Campo não reconhecido: x'],
    ['a failed refinement', z.string().refine(() => false), 'x', 'Valor inválido'],
  ])('%s', (_, schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it('não mexe nas palavras que um contrato escolheu', () => {
    expect(messageOf(z.string({ error: 'Informe seu nome' }), undefined)).toBe('Informe seu nome');
    expect(messageOf(z.string().max(2, { error: 'Curto, por favor' }), 'abc')).toBe('Curto, por favor');
  });

  it('nunca cai no inglês, qualquer que seja o problema', () => {
    const schema = z.object({
      text: z.string().max(3),
      count: z.number().int().min(1).multipleOf(2),
      tags: z.array(z.string()).max(1),
      kind: z.literal('x'),
      when: z.iso.date(),
      map: z.record(z.enum(['a']), z.number()),
      either: z.union([z.string(), z.number()]),
    });
    const result = schema.safeParse({
      text: 'longo',
      count: 3.5,
      tags: [1, 2],
      kind: 'y',
      when: 'hoje',
      map: { b: 'x' },
      either: [],
    });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.length).toBeGreaterThan(6);
    for (const message of messages) expect(message).not.toMatch(ENGLISH);
  });
});
