import { describe, expect, it } from 'vitest';
import { keptByVersion } from './kept-by-version';

describe('keptByVersion', () => {
  it('devolve o valor só para o mesmo número de versão', () => {
    const kept = keptByVersion<string>(10);
    kept.set('ana', '7', 'resposta');
    expect(kept.get('ana', '7')).toBe('resposta');
    expect(kept.get('ana', '8')).toBeUndefined();
    expect(kept.get('bia', '7')).toBeUndefined();
    kept.set('ana', '8', 'nova');
    expect(kept.get('ana', '7')).toBeUndefined();
    expect(kept.get('ana', '8')).toBe('nova');
    expect(kept.size()).toBe(1);
  });

  it('com o limite cheio, sai o guardado há mais tempo; guardar de novo conta como recente', () => {
    const kept = keptByVersion<number>(2);
    kept.set('a', '1', 1);
    kept.set('b', '1', 2);
    kept.set('a', '2', 3); // a is now the most recent
    kept.set('c', '1', 4);
    expect(kept.size()).toBe(2);
    expect(kept.get('b', '1')).toBeUndefined();
    expect(kept.get('a', '2')).toBe(3);
    expect(kept.get('c', '1')).toBe(4);
  });
});
