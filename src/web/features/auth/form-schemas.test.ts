import { describe, expect, it } from 'vitest';
import { messages } from '@/contracts/auth';
import { loginFormSchema } from './login-form-schema';
import { resetPasswordFormSchema } from './reset-password-form-schema';

describe('formulário de login', () => {
  it('pede o mínimo de 8 caracteres que a especificação dá à validação do navegador', () => {
    const result = loginFormSchema.safeParse({ email: 'ana@exemplo.com', password: 'curta' });
    expect(result.error?.issues[0]?.message).toBe('A senha deve ter pelo menos 8 caracteres');
  });

  it('envia o formato do contrato, com o e-mail em minúsculas', () => {
    expect(loginFormSchema.parse({ email: ' Ana@Exemplo.com ', password: 'Senha123!' })).toEqual({
      email: 'ana@exemplo.com',
      password: 'Senha123!',
      remember: false,
    });
  });
});

describe('formulário de redefinição de senha', () => {
  it('recusa uma confirmação diferente, com a mensagem da especificação', () => {
    const result = resetPasswordFormSchema.safeParse({
      token: 'a'.repeat(32),
      password: 'Senha123!',
      confirmPassword: 'Senha124!',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([messages.passwordMismatch]);
  });
});
