import { describe, expect, it } from 'vitest';
import { insideServiceWindow, reminderDue, reminderSlotNow } from './reminders';

const at = (iso: string) => new Date(iso);

describe('lembretes', () => {
  it('almoço entre 14h e 17h, jantar entre 21h e 23h (hora de São Paulo)', () => {
    expect(reminderSlotNow(at('2026-11-22T16:59:00Z'))).toBeNull(); // 13:59
    expect(reminderSlotNow(at('2026-11-22T17:00:00Z'))).toBe('almoco'); // 14:00
    expect(reminderSlotNow(at('2026-11-22T19:59:00Z'))).toBe('almoco'); // 16:59
    expect(reminderSlotNow(at('2026-11-22T20:00:00Z'))).toBeNull(); // 17:00
    expect(reminderSlotNow(at('2026-11-23T00:30:00Z'))).toBe('jantar'); // 21:30
  });

  it('só quando a refeição não foi registrada, uma vez por dia', () => {
    const now = at('2026-11-22T18:00:00Z'); // 15h
    expect(reminderDue(now, [], null)).toEqual({ slot: 'almoco', key: '2026-11-22:almoco' });
    expect(reminderDue(now, ['almoco'], null)).toBeNull();
    expect(reminderDue(now, [], '2026-11-22:almoco')).toBeNull();
    expect(reminderDue(now, [], '2026-11-21:almoco')).not.toBeNull();
  });

  it('texto livre só dentro de 24 h da última mensagem da pessoa', () => {
    const now = at('2026-11-22T18:00:00Z');
    expect(insideServiceWindow(at('2026-11-21T18:00:01Z'), now)).toBe(true);
    expect(insideServiceWindow(at('2026-11-21T18:00:00Z'), now)).toBe(false);
    expect(insideServiceWindow(null, now)).toBe(false);
  });
});
