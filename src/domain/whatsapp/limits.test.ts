import { describe, expect, it } from 'vitest';
import { fitButtons, fitText, WHATSAPP_TEXT_MAX } from './limits';

describe('limites do WhatsApp', () => {
  it('corta textos longos em 4096 caracteres, terminando com reticências', () => {
    const long = 'a'.repeat(5000);
    const fitted = fitText(long);
    expect([...fitted]).toHaveLength(WHATSAPP_TEXT_MAX);
    expect(fitted.endsWith('…')).toBe(true);
    expect(fitText('curto')).toBe('curto');
  });

  it('conta caracteres como as pessoas (emoji e acentos são um cada)', () => {
    expect(fitText('🍚🍛🥗', 3)).toBe('🍚🍛🥗');
    expect(fitText('🍚🍛🥗🍎', 3)).toBe('🍚🍛…');
  });

  it('no máximo 3 botões, títulos de até 20 caracteres', () => {
    const buttons = fitButtons([
      { id: 'a', title: 'Registrar como Almoço' },
      { id: 'b', title: 'Corrigir no app' },
      { id: 'c', title: 'Três' },
      { id: 'd', title: 'Quatro' },
    ]);
    expect(buttons.map((b) => b.id)).toEqual(['a', 'b', 'c']);
    expect(buttons[0]!.title).toBe('Registrar como Almo…');
    for (const b of buttons) expect([...b.title].length).toBeLessThanOrEqual(20);
  });
});
