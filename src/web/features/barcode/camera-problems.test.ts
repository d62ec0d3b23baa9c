import { describe, expect, it } from 'vitest';
import { CAMERA_PROBLEM_TEXT, cameraProblemOf } from './camera-problems';

describe('câmera indisponível', () => {
  it('traduz os erros do getUserMedia em uma orientação, sempre com o código digitado como saída', () => {
    expect(cameraProblemOf(new DOMException('x', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('x', 'SecurityError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('x', 'NotFoundError'))).toBe('no-camera');
    expect(cameraProblemOf(new DOMException('x', 'OverconstrainedError'))).toBe('no-camera');
    expect(cameraProblemOf(new DOMException('x', 'NotReadableError'))).toBe('failed');
    expect(cameraProblemOf('???')).toBe('failed');
    for (const text of Object.values(CAMERA_PROBLEM_TEXT)) expect(text).toContain('Digite o código');
  });
});
