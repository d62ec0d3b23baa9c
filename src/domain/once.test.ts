import { describe, expect, it } from 'vitest';
import { once } from './once';

describe('once', () => {
  it('builds on the first call only, and not before it', () => {
    let built = 0;
    const value = once(() => ({ n: ++built }));
    expect(built).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(built).toBe(1);
  });

  it('keeps a falsy value without building it again', () => {
    let built = 0;
    const value = once(() => {
      built++;
      return 0;
    });
    expect([value(), value()]).toEqual([0, 0]);
    expect(built).toBe(1);
  });
});
