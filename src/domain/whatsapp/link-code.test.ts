import { describe, expect, it } from 'vitest';
import { findLinkCode, LINK_CODE_RANDOM_BYTES, linkCodeFrom } from './link-code';

const bytes = (fill: (i: number) => number) => Uint8Array.from({ length: LINK_CODE_RANDOM_BYTES }, (_, i) => fill(i));

describe('código de conexão', () => {
  it('8 caracteres sem sinais parecidos (0/O, 1/I/L), o último sempre um dígito', () => {
    for (let seed = 0; seed < 200; seed++) {
      const code = linkCodeFrom(bytes((i) => (seed * 37 + i * 101) % 256));
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{3}[2-9]$/);
    }
    expect(() => linkCodeFrom(new Uint8Array(4))).toThrow();
  });

  it('bytes diferentes dão códigos diferentes', () => {
    expect(linkCodeFrom(bytes(() => 0))).not.toBe(linkCodeFrom(bytes((i) => i)));
  });

  it('encontra o código na mensagem, do jeito que a pessoa digitar', () => {
    expect(findLinkCode('K7P2-9XQ3')).toBe('K7P29XQ3');
    expect(findLinkCode('meu código é k7p2 9xq3')).toBe('K7P29XQ3');
    expect(findLinkCode('K7P29XQ3')).toBe('K7P29XQ3');
  });

  it('palavras comuns e números de telefone não são códigos', () => {
    expect(findLinkCode('almocei arroz, feijão e frango')).toBeNull();
    expect(findLinkCode('CONECTAR')).toBeNull();
    expect(findLinkCode('meu número é 11987654321')).toBeNull();
    expect(findLinkCode('K7P2-9XQ0')).toBeNull(); // 0 is not in the alphabet
  });
});
