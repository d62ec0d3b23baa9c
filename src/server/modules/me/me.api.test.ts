import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, validOnboarding, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedUp(email: string) {
  const person = browser(t.app);
  await person.post('/api/auth/signup', validSignup({ email }));
  return person;
}

describe('onboarding e metas', () => {
  it('salva as respostas, calcula as metas diárias e conclui o onboarding', async () => {
    const ana = await signedUp('ana.onb@example.com');
    const res = await ana.put('/api/me/onboarding', validOnboarding());
    expect(res.status).toBe(200);
    // Ana (30 anos em 2026-11-22, 165 cm, 60 kg, leve, perder peso): ver src/domain/goals/targets.test.ts.
    expect(res.body).toMatchObject({
      onboardingCompleted: true,
      mealsPerDay: 5,
      targets: { energyKcal: 1450, proteinG: 96, carbsG: 158, fatG: 48, waterMl: 2100 },
      profile: { goal: 'lose', activity: 'light', sex: 'female', birthDate: '1996-05-10', heightCm: 165, weightKg: 60 },
    });
    const me = await ana.get('/api/me');
    expect(me.body.targets.energyKcal).toBe(1450);
  });

  it('refazer o onboarding atualiza as metas', async () => {
    const bia = await signedUp('bia.onb@example.com');
    await bia.put('/api/me/onboarding', validOnboarding());
    const res = await bia.put('/api/me/onboarding', validOnboarding({ goal: 'maintain', mealsPerDay: 3 }));
    expect(res.body.targets.energyKcal).toBe(1820);
    expect(res.body.mealsPerDay).toBe(3);
  });

  it.each([
    [{ heightCm: 90 }, 'heightCm', 'A altura deve estar entre 120 e 230 cm'],
    [{ weightKg: 500 }, 'weightKg', 'O peso deve estar entre 35 e 300 kg'],
    [{ birthDate: '2015-01-01' }, 'birthDate', 'O Nutri é para maiores de 18 anos'],
    [{ birthDate: '1990-02-30' }, 'birthDate', 'Data de nascimento inválida'],
    [{ goal: 'bulk' }, 'goal', 'Escolha seu objetivo principal'],
    [{ mealsPerDay: 9 }, 'mealsPerDay', 'Escolha de 1 a 5 refeições por dia'],
  ])('recusa %j com mensagem clara', async (override, field, message) => {
    const cris = await signedUp(`cris.${field}.${Math.random().toString(36).slice(2)}@example.com`);
    const res = await cris.put('/api/me/onboarding', validOnboarding(override));
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
    expect((await cris.get('/api/me')).body.onboardingCompleted).toBe(false);
  });

  it('exige sessão', async () => {
    const res = await browser(t.app).put('/api/me/onboarding', validOnboarding());
    expect(res.status).toBe(401);
  });
});
