import { describe, expect, it } from 'vitest';
import { passwordFormSchema } from './settings-form-schemas';

describe('trocar a senha', () => {
  it('recusa uma nova senha igual à atual, no campo da nova senha', () => {
    const result = passwordFormSchema(true).safeParse({
      password: 'Segura123!',
      newPassword: 'Segura123!',
      confirmPassword: 'Segura123!',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['newPassword'], message: 'A nova senha deve ser diferente da atual.' }),
    ]);
  });

  it('aceita uma nova senha diferente', () => {
    const values = { password: 'Segura123!', newPassword: 'NovaSenha9!', confirmPassword: 'NovaSenha9!' };
    expect(passwordFormSchema(true).safeParse(values).success).toBe(true);
  });
});
