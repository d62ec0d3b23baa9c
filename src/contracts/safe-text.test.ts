import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { hasVisibleText, isSafeLine, isSafeText, safeLine, safeText } from './safe-text';

describe('texto seguro', () => {
  it.each(['Ana Souza', "Maria D'Ávila-Núñez", 'José 🍎', 'مريم', 'arroz, feijão e 1/2 ovo (cozido)'])(
    'accepts %j as a line and as text',
    (text) => {
      expect(isSafeLine(text)).toBe(true);
      expect(isSafeText(text)).toBe(true);
    },
  );

  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007b'],
    ['escape', 'a\u001Bb'],
    ['delete', 'a\u007Fb'],
    ['C1 next line', 'a\u0085b'],
    ['right-to-left override', 'a\u202Eb'],
    ['left-to-right embedding', 'a\u202Ab'],
    ['first strong isolate', 'a\u2068b'],
    ['pop directional isolate', 'a\u2069b'],
    ['lone high surrogate', 'a\uD83Cb'],
    ['lone low surrogate', 'a\uDF4Eb'],
  ])('recusa %s em qualquer lugar', (_, text) => {
    expect(isSafeLine(text)).toBe(false);
    expect(isSafeText(text)).toBe(false);
  });

  it('mantém quebra de linha, retorno de carro e tabulação em texto livre, não numa linha', () => {
    for (const text of ['a\nb', 'a\r\nb', 'a\tb']) {
      expect(isSafeText(text)).toBe(true);
      expect(isSafeLine(text)).toBe(false);
    }
  });

  it('acrescenta a regra a um esquema de texto, com o campo nomeado na mensagem', () => {
    const name = safeLine(z.string().trim().min(1), 'O nome');
    expect(name.safeParse(' Ana ').data).toBe('Ana');
    expect(name.safeParse('A\u0000na').error?.issues[0]?.message).toBe(
      'O nome não pode ter quebras de linha nem caracteres invisíveis ou de controle',
    );
    expect(safeText(z.string(), 'A nota').safeParse('x\u0000').error?.issues[0]?.message).toBe(
      'A nota não pode ter caracteres invisíveis ou de controle',
    );
  });
});

describe('um caractere visível', () => {
  it.each(['Ana', '🍎', '\u200BAna', 'مريم', '  x  ', ''])('aceita %j', (text) => {
    expect(hasVisibleText(text)).toBe(true);
  });
  it.each(['\u200B', '\u3164\u3164', '\u2800', '\u115F\u1160\uFFA0', '\u00AD\u2060\uFEFF', '\u0301', '\uFE0F\u3000'])(
    'recusa %j',
    (text) => {
      expect(hasVisibleText(text)).toBe(false);
    },
  );
});
