import { describe, expect, it } from 'vitest';
import { messages } from '@/contracts/auth';
import { loginFormSchema } from './login-form-schema';
import { resetPasswordFormSchema } from './reset-password-form-schema';

describe('login form', () => {
  it('asks for the 8-character minimum the specification gives the browser validation', () => {
    const result = loginFormSchema.safeParse({ email: 'ana@exemplo.com', password: 'curta' });
    expect(result.error?.issues[0]?.message).toBe('A senha deve ter pelo menos 8 caracteres');
  });

  it('sends the contract shape, e-mail lowercased', () => {
    expect(loginFormSchema.parse({ email: ' Ana@Exemplo.com ', password: 'Senha123!' })).toEqual({
      email: 'ana@exemplo.com',
      password: 'Senha123!',
      remember: false,
    });
  });
});

describe('reset-password form', () => {
  it('refuses a confirmation that differs, with the specification message', () => {
    const result = resetPasswordFormSchema.safeParse({
      token: 'a'.repeat(32),
      password: 'Senha123!',
      confirmPassword: 'Senha124!',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.passwordMismatch]);
  });
});
