import { describe, expect, it } from 'vitest';
import { eatenAtOf, whenFor } from './meal-when';

describe('meal when', () => {
  it('suggests the slot and fills date and time in São Paulo', () => {
    expect(whenFor(new Date('2026-11-22T15:30:00Z'))).toEqual({ slot: 'almoco', date: '2026-11-22', time: '12:30' });
    expect(whenFor(new Date('2026-11-23T02:30:00Z'), 'jantar')).toEqual({
      slot: 'jantar',
      date: '2026-11-22',
      time: '23:30',
    });
  });

  it('turns the form back into the instant', () => {
    expect(eatenAtOf({ slot: 'ceia', date: '2026-11-22', time: '23:30' })).toBe('2026-11-23T02:30:00.000Z');
  });
});
