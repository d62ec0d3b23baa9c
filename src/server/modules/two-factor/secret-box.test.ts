import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box';

const box = secretBox('segredo-de-sessao-de-teste-com-32-caracteres');

describe('cofre dos segredos TOTP', () => {
  it('abre o que selou, e o selado não mostra o segredo', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('sela o mesmo segredo de um jeito diferente a cada vez (IV novo)', () => {
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(box.seal('JBSWY3DPEHPK3PXP'));
  });

  it('com outro SESSION_SECRET, adulterado ou em outro formato, não abre', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(secretBox('outro-segredo-de-sessao-com-32-caracteres!').open(sealed)).toBeNull();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = `${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(box.open([version, iv, tag, flipped].join('.'))).toBeNull();
    expect(box.open('JBSWY3DPEHPK3PXP')).toBeNull();
    expect(box.open('v2.a.b.c')).toBeNull();
  });
});
