import { loginSchema } from '@/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@/domain/accounts/password-strength';

/**
 * The contract accepts any non-empty password at login (the server answers
 * one uniform 401); the specification's browser validation also asks for the
 * 8-character minimum, so the form adds it on top of the shared schema.
 */
export const loginFormSchema = loginSchema.extend({
  password: loginSchema.shape.password.min(PASSWORD_MIN_LENGTH, {
    error: `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
  }),
});
