import { describe, expect, it } from 'vitest';
import { photoMessages } from '@/contracts/photos';
import { photoFileProblem } from '@/web/features/photos/photo-file-check';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('photoFileProblem', () => {
  it('deixa passar JPEG, PNG e WebP', () => {
    expect(photoFileProblem(file('prato.jpg', 'image/jpeg'))).toBeNull();
    expect(photoFileProblem(file('prato.png', 'image/png'))).toBeNull();
    expect(photoFileProblem(file('prato.webp', 'image/webp'))).toBeNull();
    expect(photoFileProblem(file('prato', ''))).toBeNull(); // unknown type: the server sniffs it
  });

  it('explica em pt-BR HEIC, GIF, SVG e outros arquivos', () => {
    expect(photoFileProblem(file('IMG_0001.HEIC', ''))).toBe(photoMessages.heic);
    expect(photoFileProblem(file('a.gif', 'image/gif'))).toBe(photoMessages.gif);
    expect(photoFileProblem(file('a.svg', 'image/svg+xml'))).toBe(photoMessages.svg);
    expect(photoFileProblem(file('a.pdf', 'application/pdf'))).toBe(photoMessages.notImage);
  });

  it('recusa mais de 15 MB e arquivos vazios', () => {
    expect(photoFileProblem(file('a.jpg', 'image/jpeg', 15 * 1024 * 1024 + 1))).toBe(photoMessages.tooBig);
    expect(photoFileProblem(file('a.jpg', 'image/jpeg', 0))).toBe(photoMessages.missing);
  });
});
