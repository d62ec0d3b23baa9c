import { describe, expect, it } from 'vitest';
import { messages } from '@/contracts/auth';
import { onboardingFormSchema, parseDecimalInput } from './onboarding-form-schema';

const today = '2026-11-22';
const answers = {
  goal: 'lose',
  activity: 'moderate',
  sex: 'female',
  birthDate: '1990-05-10',
  heightCm: 168,
  weightKg: 72.5,
  mealsPerDay: '5',
};

describe('formulário de onboarding', () => {
  it('aceita respostas completas de uma conta de e-mail sem consentimentos', () => {
    expect(onboardingFormSchema(today, false).parse(answers)).toMatchObject({ mealsPerDay: 5, weightKg: 72.5 });
  });

  it('exige os dois consentimentos de quem chegou pelo Google', () => {
    const result = onboardingFormSchema(today, true).safeParse({ ...answers, terms: true });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['disclaimer'], message: messages.consentsRequired }),
    ]);
  });
});

describe('parseDecimalInput', () => {
  it('lê a vírgula decimal do pt-BR e trata o vazio como sem resposta', () => {
    expect(parseDecimalInput('72,5')).toBe(72.5);
    expect(parseDecimalInput(' 168 ')).toBe(168);
    expect(parseDecimalInput('')).toBeUndefined();
    expect(parseDecimalInput('abc')).toBeNaN();
  });
});
