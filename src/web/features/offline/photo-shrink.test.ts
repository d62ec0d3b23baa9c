import { describe, expect, it } from 'vitest';
import { fitWithin, needsShrinking, QUEUED_PHOTO_MAX_SIDE } from './photo-shrink';

describe('foto guardada sem conexão', () => {
  it('só reduz fotos grandes em bytes ou em pixels', () => {
    expect(needsShrinking(800 * 1024, 1600, 1200)).toBe(false);
    expect(needsShrinking(3 * 1024 * 1024, 1600, 1200)).toBe(true);
    expect(needsShrinking(900 * 1024, 4032, 3024)).toBe(true);
  });

  it('cabe no lado máximo mantendo a proporção, sem aumentar', () => {
    expect(fitWithin(4032, 3024, QUEUED_PHOTO_MAX_SIDE)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032, 2048)).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin(800, 600, 2048)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(10000, 1, 2048)).toEqual({ width: 2048, height: 1 });
  });
});
