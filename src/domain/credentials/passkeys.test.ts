import { describe, expect, it } from 'vitest';
import { defaultPasskeyName, knownTransports, PASSKEY_NAME_MAX } from './passkeys';

describe('nome inicial de uma passkey', () => {
  it('leva o navegador em que foi criada', () => {
    expect(defaultPasskeyName('Chrome no Linux', [])).toBe('Passkey — Chrome no Linux');
  });

  it('numera a segunda e a terceira do mesmo navegador', () => {
    const first = 'Passkey — Chrome no Linux';
    expect(defaultPasskeyName('Chrome no Linux', [first])).toBe('Passkey — Chrome no Linux (2)');
    expect(defaultPasskeyName('Chrome no Linux', [first, `${first} (2)`])).toBe('Passkey — Chrome no Linux (3)');
  });

  it('nunca passa do tamanho máximo de um nome, nem numerado', () => {
    const long = 'Navegador de nome muito comprido '.repeat(4);
    const first = defaultPasskeyName(long, []);
    expect(first.length).toBe(PASSKEY_NAME_MAX);
    const second = defaultPasskeyName(long, [first]);
    expect(second.length).toBe(PASSKEY_NAME_MAX);
    expect(second.endsWith(' (2)')).toBe(true);
  });
});

describe('transportes de uma passkey', () => {
  it('guarda os conhecidos, uma vez cada, e ignora os que não conhece', () => {
    expect(knownTransports(['internal', 'hybrid', 'internal', 'quantum'])).toEqual(['internal', 'hybrid']);
    expect(knownTransports(undefined)).toEqual([]);
  });
});
