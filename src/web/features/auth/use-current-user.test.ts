import { describe, expect, it } from 'vitest';
import { firstName, initials } from './use-current-user';

describe('names in the shell', () => {
  it('greets by the first name', () => {
    expect(firstName('  Ana Maria Souza ')).toBe('Ana');
  });

  it('uses first and last initials for the avatar', () => {
    expect(initials('Ana Maria Souza')).toBe('AS');
    expect(initials('joão')).toBe('J');
    expect(initials('   ')).toBe('?');
  });
});
