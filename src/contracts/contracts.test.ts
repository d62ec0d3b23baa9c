import { describe, expect, it } from 'vitest';
import { loginSchema, signupSchema } from './auth';
import { fieldErrors } from './errors';
import { ageInYears, onboardingSchema } from './onboarding';

const signup = {
  name: 'Ana Souza',
  email: ' Ana@Example.COM ',
  password: 'Segura123!',
  confirmPassword: 'Segura123!',
  terms: true,
  disclaimer: true,
  healthData: true,
};

describe('signupSchema', () => {
  it('normaliza o e-mail (espaços e maiúsculas)', () => {
    expect(signupSchema.parse(signup).email).toBe('ana@example.com');
  });
  it('aceita uma senha fraca de 8 caracteres: a força informa, não bloqueia', () => {
    expect(signupSchema.safeParse({ ...signup, password: 'abcdefgh', confirmPassword: 'abcdefgh' }).success).toBe(true);
  });
  it('nome com espaços em volta conta só as letras', () => {
    const result = signupSchema.safeParse({ ...signup, name: '  Al  ' });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error).name).toBe('O nome deve ter pelo menos 3 caracteres');
  });
  it('sem os dois aceites, a mensagem da especificação', () => {
    const result = signupSchema.safeParse({ ...signup, terms: undefined, disclaimer: undefined });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error).terms).toBe('Você deve aceitar os termos e o aviso de saúde para continuar');
    }
  });
});

describe('loginSchema', () => {
  it('"lembrar de mim" é falso quando omitido', () => {
    expect(loginSchema.parse({ email: 'a@b.co', password: 'x' }).remember).toBe(false);
  });
});

describe('onboardingSchema', () => {
  const base = { goal: 'lose', activity: 'light', sex: 'female', birthDate: '2008-11-22', heightCm: 165, weightKg: 60 };
  it('18 anos completos no dia do aniversário', () => {
    expect(onboardingSchema('2026-11-22').safeParse(base).success).toBe(true);
    expect(onboardingSchema('2026-11-21').safeParse(base).success).toBe(false);
  });
  it('refeições por dia valem 5 por padrão', () => {
    expect(onboardingSchema('2026-11-22').parse(base).mealsPerDay).toBe(5);
  });
  it('aceita números vindos de campos de texto', () => {
    expect(onboardingSchema('2026-11-22').parse({ ...base, heightCm: '170', weightKg: '72.5' }).weightKg).toBe(72.5);
  });
});

describe('ageInYears', () => {
  it.each([
    ['1996-05-10', '2026-05-09', 29],
    ['1996-05-10', '2026-05-10', 30],
    ['2000-02-29', '2026-02-28', 25],
    ['2000-02-29', '2026-03-01', 26],
  ])('%s em %s → %i', (birth, today, age) => expect(ageInYears(birth, today)).toBe(age));
});
