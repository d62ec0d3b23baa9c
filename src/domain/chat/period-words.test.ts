import { describe, expect, it } from 'vitest';
import { periodOf, readPeriod } from './period-words';
import { logKey } from './log-question';
import { readQuestion } from './question-text';

// Saturday 28 November 2026 in São Paulo.
const TODAY = '2026-11-28';
const read = (text: string) => readPeriod(logKey(readQuestion(text).key), TODAY);

describe('readPeriod', () => {
  it.each([
    ['quantas calorias eu comi ontem?', '2026-11-27', '2026-11-27'],
    ['e onten?', '2026-11-27', '2026-11-27'],
    ['anteontem', '2026-11-26', '2026-11-26'],
    ['antes de ontem', '2026-11-26', '2026-11-26'],
    ['quanto comi hoje', TODAY, TODAY],
    ['e hj?', TODAY, TODAY],
    ['na segunda', '2026-11-23', '2026-11-23'],
    ['na sexta-feira', '2026-11-27', '2026-11-27'],
    ['no sábado passado', '2026-11-21', '2026-11-21'],
    ['no sabado', TODAY, TODAY],
    ['dia 12', '2026-11-12', '2026-11-12'],
    ['dia 30', '2026-10-30', '2026-10-30'],
    ['em 15/10', '2026-10-15', '2026-10-15'],
    ['esta semana', '2026-11-23', TODAY],
    ['nessa semana', '2026-11-23', TODAY],
    ['semana passada', '2026-11-16', '2026-11-22'],
    ['este mês', '2026-11-01', TODAY],
    ['mês passado', '2026-10-01', '2026-10-31'],
    ['nos últimos 7 dias', '2026-11-22', TODAY],
    ['nos ultimos 30 dias', '2026-10-30', TODAY],
    ['últimos sete dias', '2026-11-22', TODAY],
  ])('%s → %s..%s', (text, from, to) => {
    expect(read(text)).toMatchObject({ from, to });
  });

  it('names no period in a question without one, and today is the default', () => {
    expect(read('quanta proteína eu comi?')).toBeNull();
    expect(periodOf('quanta proteina eu comi', TODAY)).toMatchObject({ from: TODAY, to: TODAY });
  });

  it('does not read a date that does not exist or is too far back', () => {
    expect(read('dia 31 de fevereiro')).toMatchObject({ from: '2026-10-31' });
    expect(read('em 31/02')).toBeNull();
    expect(read('nos últimos 999 dias')).toBeNull();
  });
});
