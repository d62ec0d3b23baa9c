import { describe, expect, it } from 'vitest';
import { repeatChoices } from './repeat-meal';

// A Lanche eaten at 16:00 on 22/11 (19:00 UTC; São Paulo is UTC−3).
const lanche = { slot: 'lanche' as const, eatenAt: '2026-11-22T19:00:00.000Z' };

describe('repetir refeição', () => {
  it('às 10:56 do dia seguinte: continua Lanche; "agora" é 10:56, e 16:00 ainda não chegou', () => {
    const at1056 = new Date('2026-11-23T13:56:00.000Z');
    expect(repeatChoices(lanche, at1056)).toEqual({
      sameTime: null,
      now: { slot: 'lanche', eatenAt: at1056.toISOString(), time: '10:56' },
    });
  });

  it('às 18:30: oferece hoje às 16:00, sem mudar o tipo de refeição', () => {
    const at1830 = new Date('2026-11-23T21:30:00.000Z');
    expect(repeatChoices(lanche, at1830).sameTime).toEqual({
      slot: 'lanche',
      eatenAt: '2026-11-23T19:00:00.000Z',
      time: '16:00',
    });
    expect(repeatChoices(lanche, at1830).now.slot).toBe('lanche');
  });
});
