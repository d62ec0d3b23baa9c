import { describe, expect, it } from 'vitest';
import { eatenAtOf, tooLateMessage, whenFor } from './meal-when';

describe('quando foi a refeição', () => {
  it('sugere a refeição e preenche data e hora de São Paulo', () => {
    expect(whenFor(new Date('2026-11-22T15:30:00Z'))).toEqual({ slot: 'almoco', date: '2026-11-22', time: '12:30' });
    expect(whenFor(new Date('2026-11-23T02:30:00Z'), 'jantar')).toEqual({
      slot: 'jantar',
      date: '2026-11-22',
      time: '23:30',
    });
  });

  it('converte o formulário de volta no instante', () => {
    expect(eatenAtOf({ slot: 'ceia', date: '2026-11-22', time: '23:30' })).toBe('2026-11-23T02:30:00.000Z');
  });

  it('envia como digitada uma data que o calendário não reconhece, para o servidor recusar em pt-BR (sem RangeError na tela)', () => {
    expect(eatenAtOf({ slot: 'ceia', date: '10000-01-01', time: '12:00' })).toBe('10000-01-01T12:00');
    expect(eatenAtOf({ slot: 'ceia', date: '', time: '12:00' })).toBe('T12:00');
  });

  it('às 10:55, um jantar "às 20:00" de hoje ainda não aconteceu; até 11:10 vale (15 min de folga)', () => {
    const at1055 = new Date('2026-11-22T13:55:00Z');
    expect(tooLateMessage({ slot: 'jantar', date: '2026-11-22', time: '20:00' }, at1055)).toBe(
      'Esse horário ainda não chegou. Informe um horário até 11:10 de hoje.',
    );
    expect(tooLateMessage({ slot: 'cafe', date: '2026-11-22', time: '11:10' }, at1055)).toBeNull();
    expect(tooLateMessage({ slot: 'jantar', date: '2026-11-21', time: '20:00' }, at1055)).toBeNull();
  });
});
