import { z } from 'zod';
import { isLocalDate } from '../domain/calendar/local-days';
import { strictNumber } from './numbers';

/** The onboarding answers (the `onboarding` feature, decision 0031): PUT /api/me/onboarding, also the goals in Settings. */
export const goals = ['lose', 'maintain', 'gain', 'health'] as const;
export const activities = ['sedentary', 'light', 'moderate', 'active', 'athlete'] as const;
export const sexes = ['female', 'male'] as const;

/** pt-BR labels of the onboarding selects, as the product shows them. */
export const goalLabels: Record<(typeof goals)[number], string> = {
  lose: 'Perder peso',
  maintain: 'Manter o peso',
  gain: 'Ganhar massa muscular',
  health: 'Melhorar a saúde',
};
export const activityLabels: Record<(typeof activities)[number], string> = {
  sedentary: 'Sedentário (pouco ou nenhum exercício)',
  light: 'Leve (exercício 1–3 dias por semana)',
  moderate: 'Moderado (exercício 3–5 dias por semana)',
  active: 'Ativo (exercício 6–7 dias por semana)',
  athlete: 'Atleta (treino intenso diário)',
};
export const sexLabels: Record<(typeof sexes)[number], string> = { female: 'Feminino', male: 'Masculino' };

export const MIN_AGE_YEARS = 18;
export const MAX_AGE_YEARS = 110;
export const MEALS_PER_DAY_MIN = 1;
export const MEALS_PER_DAY_MAX = 5;
export const DEFAULT_MEALS_PER_DAY = 5;

/** Whole years between a birth date and a local date, both `YYYY-MM-DD`. */
export function ageInYears(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

const mealsPerDayMessage = 'Escolha de 1 a 5 refeições por dia';

/**
 * Onboarding answers. `today` (São Paulo local date) bounds the birth date, so
 * the same schema validates in the browser and on the server. The birth date
 * has its own realistic range (18 to 110 years old), not the logs' one.
 */
export function onboardingSchema(today: string) {
  return z.object({
    goal: z.enum(goals, { error: 'Escolha seu objetivo principal' }),
    activity: z.enum(activities, { error: 'Escolha seu nível de atividade física' }),
    sex: z.enum(sexes, { error: 'Informe o sexo (usado no cálculo do gasto de energia)' }),
    birthDate: z
      .string({ error: 'Informe sua data de nascimento' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Informe sua data de nascimento', abort: true })
      .refine(isLocalDate, { error: 'Data de nascimento inválida', abort: true })
      .refine((value) => ageInYears(value, today) >= MIN_AGE_YEARS, {
        error: `O Nutri é para maiores de ${MIN_AGE_YEARS} anos`,
      })
      .refine((value) => ageInYears(value, today) <= MAX_AGE_YEARS, { error: 'Confira o ano de nascimento' }),
    heightCm: strictNumber(
      z
        .number({ error: 'Informe sua altura em centímetros' })
        .min(120, { error: 'A altura deve estar entre 120 e 230 cm' })
        .max(230, { error: 'A altura deve estar entre 120 e 230 cm' }),
    ),
    weightKg: strictNumber(
      z
        .number({ error: 'Informe seu peso em quilos' })
        .min(35, { error: 'O peso deve estar entre 35 e 300 kg' })
        .max(300, { error: 'O peso deve estar entre 35 e 300 kg' }),
    ),
    mealsPerDay: strictNumber(
      z
        .number({ error: mealsPerDayMessage })
        .int({ error: mealsPerDayMessage })
        .min(MEALS_PER_DAY_MIN, { error: mealsPerDayMessage })
        .max(MEALS_PER_DAY_MAX, { error: mealsPerDayMessage }),
    )
      .optional()
      .default(DEFAULT_MEALS_PER_DAY),
    // Asked only of people who signed in with Google and have not accepted yet.
    terms: z.boolean().optional(),
    disclaimer: z.boolean().optional(),
    // Asked of whoever has not given the health-data consent yet (decision 0046).
    healthData: z.boolean().optional(),
  });
}
export type OnboardingInput = z.input<ReturnType<typeof onboardingSchema>>;
