import { describe, expect, it } from 'vitest';
import { trialDayNumber, trialDaysLeft, trialEndFrom } from './trial';

const signup = new Date('2026-11-22T13:00:00Z');
const end = trialEndFrom(signup);
const at = (hours: number) => new Date(signup.getTime() + hours * 3_600_000);

describe('trial', () => {
  it('dura 7 dias a partir do cadastro', () => {
    expect(end.toISOString()).toBe('2026-11-29T13:00:00.000Z');
  });
  it('arredonda para cima os dias restantes', () => {
    expect(trialDaysLeft(end, signup)).toBe(7);
    expect(trialDaysLeft(end, at(1))).toBe(7);
    expect(trialDaysLeft(end, at(24))).toBe(6);
    expect(trialDaysLeft(end, at(24 * 7 - 1))).toBe(1);
  });
  it('nunca fica negativo depois do fim', () => {
    expect(trialDaysLeft(end, at(24 * 7))).toBe(0);
    expect(trialDaysLeft(end, at(24 * 30))).toBe(0);
  });
  it('conta o dia de 1 a 7 (8 − dias restantes, no máximo 7)', () => {
    expect(trialDayNumber(end, signup)).toBe(1); // "Dia 1 de 7", never "Dia 0"
    expect(trialDayNumber(end, at(25))).toBe(2);
    expect(trialDayNumber(end, at(24 * 6 + 1))).toBe(7); // the last day
    expect(trialDayNumber(end, end)).toBe(7);
    expect(trialDayNumber(end, at(24 * 9))).toBe(7);
  });
});
