/**
 * Valid request bodies of the persona Ana, shared by the API tests and the
 * out-of-process fuzz (this file imports nothing, so the fuzz can load it
 * without the app).
 */
export const validSignup = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Souza',
  email: 'ana@example.com',
  password: 'Segura123!',
  confirmPassword: 'Segura123!',
  terms: true,
  disclaimer: true,
  healthData: true,
  ...overrides,
});

export const validOnboarding = (overrides: Record<string, unknown> = {}) => ({
  goal: 'lose',
  activity: 'light',
  sex: 'female',
  birthDate: '1996-05-10',
  heightCm: 165,
  weightKg: 60,
  mealsPerDay: 5,
  ...overrides,
});

/** Targets typed in Configurações → Metas (PUT /api/settings/goals), other than the onboarding's. */
export const typedGoals = (overrides: Record<string, unknown> = {}) => ({
  energyKcal: 2000,
  proteinG: 100,
  carbsG: 250,
  fatG: 66,
  waterMl: 2500,
  mealsPerDay: 4,
  ...overrides,
});

/** A granola label as printed: per portion of 40 g (ANVISA's tabela nutricional), as the "Meus alimentos" form sends it. */
export const granolaLabel = {
  name: 'Granola da Vó Lurdes',
  brand: 'Sítio Boa Vista',
  synonyms: ['granola caseira'],
  basis: 'perPortion',
  portionLabel: 'xícara de chá',
  portionGrams: '40',
  energyKcal: '180',
  proteinG: '4',
  carbsG: '27',
  fatG: '6',
  fiberG: '2,8',
  sodiumMg: '',
};
