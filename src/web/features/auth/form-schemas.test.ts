import { describe, expect, it } from 'vitest';
import { loginSchema, messages } from '@/contracts/auth';
import { resetPasswordFormSchema } from './reset-password-form-schema';

describe('formulário de login', () => {
  it('não diz a regra do cadastro: uma senha curta vai ao servidor como qualquer senha errada (issue 25)', () => {
    expect(loginSchema.safeParse({ email: 'ana@exemplo.com', password: 'curta' }).success).toBe(true);
    expect(loginSchema.safeParse({ email: 'ana@exemplo.com', password: '' }).error?.issues[0]?.message).toBe(
      'Informe sua senha',
    );
  });

  it('envia o formato do contrato, com o e-mail em minúsculas', () => {
    expect(loginSchema.parse({ email: ' Ana@Exemplo.com ', password: 'Senha123!' })).toEqual({
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
