import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { strictNumber } from './numbers';

const grams = strictNumber(z.number({ error: 'Informe a quantidade' }).min(0).max(10_000_000));
const parse = (value: unknown) => grams.safeParse(value);

describe('strictNumber', () => {
  it.each([
    [72, 72],
    ['72', 72],
    [' 72,5 ', 72.5],
    ['0.125', 0.125],
    ['1234567', 1234567],
  ])('lê %j como %s', (value, number) => {
    expect(parse(value).data).toBe(number);
  });

  it.each([
    null,
    true,
    false,
    [],
    [72],
    {},
    '',
    ' ',
    '1e-320',
    '1e3',
    '0x10',
    'Infinity',
    'NaN',
    '72.1234',
    '12345678',
    '7 2',
  ])('recusa %j com a mensagem do próprio campo (nunca 0 ou 1)', (value) => {
    expect(parse(value).error?.issues[0]?.message).toBe('Informe a quantidade');
  });

  it('mantém as verificações recebidas', () => {
    expect(parse('-1').success).toBe(false);
    expect(strictNumber(z.number().int()).safeParse('1.5').success).toBe(false);
  });
});
