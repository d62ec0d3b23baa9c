/**
 * Password strength as the product specification scores it (section 5):
 * one point each for ≥ 8 characters, an uppercase letter, a digit and a
 * non-alphanumeric character. 0–1 'Fraca', 2 'Média', 3+ 'Forte'.
 * The score informs; it never blocks sign-up (only the 8-character minimum does).
 */
export type PasswordStrengthLevel = 'fraca' | 'media' | 'forte';

export interface PasswordStrength {
  score: number;
  level: PasswordStrengthLevel;
  label: 'Fraca' | 'Média' | 'Forte';
  checks: { minLength: boolean; uppercase: boolean; digit: boolean; symbol: boolean };
}

export const PASSWORD_MIN_LENGTH = 8;

export function passwordStrength(password: string): PasswordStrength {
  const checks = {
    minLength: password.length >= PASSWORD_MIN_LENGTH,
    uppercase: /[A-Z]/.test(password),
    digit: /[0-9]/.test(password),
    symbol: /[^A-Za-z0-9]/.test(password),
  };
  const score = Object.values(checks).filter(Boolean).length;
  if (score >= 3) return { score, level: 'forte', label: 'Forte', checks };
  if (score === 2) return { score, level: 'media', label: 'Média', checks };
  return { score, level: 'fraca', label: 'Fraca', checks };
}
