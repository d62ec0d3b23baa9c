import { describe, expect, it } from 'vitest';
import { isCookingMedium, isOnlyContext, withoutContextTail } from './context-words';

describe('context words', () => {
  it.each(['cinema', 'a família', 'meus amigos', 'cubos', 'casa da minha mãe', 'novo'])(
    '"%s" only says where, with whom or how',
    (text) => expect(isOnlyContext(text)).toBe(true),
  );

  it.each(['pão', 'catupiry', 'a', 'bafo', 'frango em cubos'])('"%s" is not only context', (text) =>
    expect(isOnlyContext(text)).toBe(false),
  );

  it('cuts a context tail and keeps what comes before it', () => {
    expect(withoutContextTail('açaí de novo')).toEqual(['açaí']);
    expect(withoutContextTail('pipoca lá no cinema')).toEqual(['pipoca lá', 'pipoca']);
    expect(withoutContextTail('pizza com a família')).toEqual(['pizza']);
    expect(withoutContextTail('brócolis de restaurante no cinema')).toEqual(['brócolis de restaurante', 'brócolis']);
    expect(withoutContextTail('pão de queijo')).toEqual([]);
  });

  it('knows what a food is cooked in, which is not eaten as such', () => {
    expect(isCookingMedium('cerveja')).toBe(true);
    expect(isCookingMedium('air fryer')).toBe(true);
    expect(isCookingMedium('pão')).toBe(false);
  });
});
