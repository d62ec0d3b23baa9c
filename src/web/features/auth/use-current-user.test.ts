import { describe, expect, it } from 'vitest';
import { firstName, initials } from './use-current-user';

describe('nomes no painel', () => {
  it('cumprimenta pelo primeiro nome', () => {
    expect(firstName('  Ana Maria Souza ')).toBe('Ana');
  });

  it('usa as iniciais do primeiro e do último nome no avatar', () => {
    expect(initials('Ana Maria Souza')).toBe('AS');
    expect(initials('joão')).toBe('J');
    expect(initials('   ')).toBe('?');
  });
});
