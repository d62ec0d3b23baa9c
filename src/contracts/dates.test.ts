import { describe, expect, it } from 'vitest';
import { brazilianDate, logDateSchema, logInstantSchema, queryDateSchema } from './dates';

const today = '2028-02-28';
const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('date schemas built from the one date rule', () => {
  it('writes dates as people read them', () => {
    expect(brazilianDate('2000-01-01')).toBe('01/01/2000');
  });

  it('logs: 01/01/2000 to tomorrow (a leap day here)', () => {
    const schema = logDateSchema(today);
    expect(schema.safeParse('2028-02-29').success).toBe(true);
    expect(schema.safeParse('2000-01-01').success).toBe(true);
    expect(messageOf(schema.safeParse('2028-03-01'))).toBe('Informe uma data entre 01/01/2000 e 29/02/2028');
    expect(messageOf(schema.safeParse('1900-01-01'))).toBe('Informe uma data entre 01/01/2000 e 29/02/2028');
  });

  it('queries: up to a year ahead', () => {
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
  ])('says what is wrong with %j', (value, message) => {
    expect(messageOf(logDateSchema(today).safeParse(value))).toBe(message);
  });

  it('instants: on a São Paulo day of the log range', () => {
    const schema = logInstantSchema(today);
    expect(schema.safeParse('2028-03-01T02:59:00Z').success).toBe(true); // 29/02 23:59 in São Paulo
    expect(messageOf(schema.safeParse('2028-03-01T03:00:00Z'))).toBe('Informe uma data entre 01/01/2000 e 29/02/2028');
    expect(messageOf(schema.safeParse('0000-01-01T12:00:00Z'))).toBe('Informe uma data entre 01/01/2000 e 29/02/2028');
    expect(messageOf(schema.safeParse('ontem'))).toBe('Informe data e hora válidas');
    expect(messageOf(schema.safeParse(null))).toBe('Informe data e hora válidas');
  });
});
