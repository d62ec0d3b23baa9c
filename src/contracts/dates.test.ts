import { describe, expect, it } from 'vitest';
import { brazilianDate, logDateSchema, logInstantSchema, queryDateSchema } from './dates';

const today = '2028-02-28';
const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('esquemas de data feitos a partir da regra única de datas', () => {
  it('writes dates as people read them', () => {
    expect(brazilianDate('2000-01-01')).toBe('01/01/2000');
  });

  it('registros: de 01/01/2000 a amanhã (aqui, um dia bissexto)', () => {
    const schema = logDateSchema(today);
    expect(schema.safeParse('2028-02-29').success).toBe(true);
    expect(schema.safeParse('2000-01-01').success).toBe(true);
    expect(messageOf(schema.safeParse('2028-03-01'))).toBe('Informe uma data entre 01/01/2000 e 29/02/2028');
    expect(messageOf(schema.safeParse('1900-01-01'))).toBe('Informe uma data entre 01/01/2000 e 29/02/2028');
  });

  it('consultas: até um ano à frente', () => {
    const schema = queryDateSchema(today);
    expect(schema.safeParse('2029-02-28').success).toBe(true);
    expect(messageOf(schema.safeParse('2029-03-01'))).toBe('Informe uma data entre 01/01/2000 e 28/02/2029');
  });

  it.each([
    ['0000-01-01', 'Informe uma data entre 01/01/2000 e 29/02/2028'],
    ['9999-12-31', 'Informe uma data entre 01/01/2000 e 29/02/2028'],
    ['2027-02-29', 'Use datas no formato AAAA-MM-DD'],
    ['28/02/2028', 'Use datas no formato AAAA-MM-DD'],
    ['+010000-01-01', 'Use datas no formato AAAA-MM-DD'],
    [20280228, 'Use datas no formato AAAA-MM-DD'],
  ])('diz o que está errado em %j', (value, message) => {
    expect(messageOf(logDateSchema(today).safeParse(value))).toBe(message);
  });

  it('instantes: num dia de São Paulo dentro do intervalo de registros', () => {
    const schema = logInstantSchema(today);
    expect(schema.safeParse('2028-03-01T02:59:00Z').success).toBe(true); // 29/02 23:59 in São Paulo
    expect(messageOf(schema.safeParse('2028-03-01T03:00:00Z'))).toBe('Informe uma data entre 01/01/2000 e 29/02/2028');
    expect(messageOf(schema.safeParse('0000-01-01T12:00:00Z'))).toBe('Informe uma data entre 01/01/2000 e 29/02/2028');
    expect(messageOf(schema.safeParse('ontem'))).toBe('Informe data e hora válidas');
    expect(messageOf(schema.safeParse(null))).toBe('Informe data e hora válidas');
  });
});
