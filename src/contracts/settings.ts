import { z } from 'zod';
import { emailSchema, messages, nameSchema, newPasswordSchema } from './auth';
import { MEALS_PER_DAY_MAX, MEALS_PER_DAY_MIN } from './onboarding';
import { strictNumber } from './numbers';
import { MACRO_ENERGY_TOLERANCE, macroEnergyKcal, macrosMatchEnergy } from '../domain/goals/macro-energy';

/** Messages of the settings screen that the server also answers with. */
export const settingsMessages = {
  wrongPassword: 'Senha atual incorreta.',
  confirmEmailMismatch: 'Digite exatamente o e-mail da sua conta para confirmar.',
  passwordRequired: 'Informe sua senha atual para confirmar.',
  sameEmail: 'Este já é o e-mail da sua conta.',
  samePassword: 'A nova senha deve ser diferente da atual.',
} as const;

/**
 * Who is asking, again: the current password, or — for an account created
 * with Google that has no password — the account's e-mail typed in full
 * (docs/decisions/0015-notifications-and-account-deletion.md).
 */
export const identityConfirmationSchema = z.object({
  password: z.string().max(128).optional(),
  confirmEmail: z.string().trim().max(254).optional(),
});
export type IdentityConfirmation = z.infer<typeof identityConfirmationSchema>;

export const profileUpdateSchema = z.object({ name: nameSchema });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const emailChangeSchema = identityConfirmationSchema.extend({ email: emailSchema });
export type EmailChange = z.input<typeof emailChangeSchema>;

export const passwordChangeSchema = identityConfirmationSchema
  .extend({
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: 'Confirme a nova senha' }).min(1, { error: 'Confirme a nova senha' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: messages.passwordMismatch,
  })
  // Typing the current password as the new one changes nothing (and signs the other devices out for nothing).
  .refine((v) => !v.password || v.newPassword !== v.password, {
    path: ['newPassword'],
    message: settingsMessages.samePassword,
  });
export type PasswordChange = z.input<typeof passwordChangeSchema>;

/** Typed in a text box, so "200" is a number; null, true, [] and "" are not (no silent 0). */
const intIn = (min: number, max: number, label: string, unit: string) =>
  strictNumber(
    z
      .number({ error: `Informe ${label}` })
      .int({ error: `Use um número inteiro para ${label}` })
      .min(min, { error: `${capitalised(label)} deve ficar entre ${min} e ${max} ${unit}` })
      .max(max, { error: `${capitalised(label)} deve ficar entre ${min} e ${max} ${unit}` }),
  );
function capitalised(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Targets typed by the person. The bounds refuse typos (60000 kcal), not
 * choices: below 1,200 kcal a professional should be involved, and the UI says so.
 */
export const GOAL_LIMITS = {
  energyKcal: [800, 6000],
  proteinG: [10, 400],
  carbsG: [0, 900],
  fatG: [10, 300],
  waterMl: [500, 8000],
} as const;

const kcalText = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

export const goalsOverrideSchema = z
  .object({
    energyKcal: intIn(...GOAL_LIMITS.energyKcal, 'a meta de energia', 'kcal'),
    proteinG: intIn(...GOAL_LIMITS.proteinG, 'a meta de proteínas', 'g'),
    carbsG: intIn(...GOAL_LIMITS.carbsG, 'a meta de carboidratos', 'g'),
    fatG: intIn(...GOAL_LIMITS.fatG, 'a meta de gorduras', 'g'),
    waterMl: intIn(...GOAL_LIMITS.waterMl, 'a meta de água', 'mL'),
    mealsPerDay: strictNumber(
      z
        .number({ error: 'Escolha de 1 a 5 refeições por dia' })
        .int({ error: 'Escolha de 1 a 5 refeições por dia' })
        .min(MEALS_PER_DAY_MIN, { error: 'Escolha de 1 a 5 refeições por dia' })
        .max(MEALS_PER_DAY_MAX, { error: 'Escolha de 1 a 5 refeições por dia' }),
    ),
  })
  .superRefine((goals, ctx) => {
    // Targets that contradict each other (1.100 kcal, macros adding to 1.974 kcal) are refused at the energy field.
    if (macrosMatchEnergy(goals.energyKcal, goals)) return;
    ctx.addIssue({
      code: 'custom',
      path: ['energyKcal'],
      message:
        `Proteínas, carboidratos e gorduras somam ${kcalText.format(macroEnergyKcal(goals))} kcal ` +
        `(4, 4 e 9 kcal por grama), mais de ${MACRO_ENERGY_TOLERANCE * 100}% longe da meta de ` +
        `${kcalText.format(goals.energyKcal)} kcal. Ajuste a meta de energia ou a de algum macronutriente.`,
    });
  });
export type GoalsOverride = z.input<typeof goalsOverrideSchema>;

export const notificationPrefsSchema = z.object({
  trialReminders: z.boolean(),
  streakMilestones: z.boolean(),
  weeklySummary: z.boolean(),
});
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;

/** GET /api/settings: what the settings screen needs beyond GET /api/me. */
export const settingsSchema = z.object({
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  targetsOverridden: z.boolean(),
  /** The last weight logged on the dashboard, to prefill a recompute. */
  latestWeightKg: z.number().nullable(),
  notifications: notificationPrefsSchema,
});
export type Settings = z.infer<typeof settingsSchema>;

export const activeSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export const activeSessionsSchema = z.object({ sessions: z.array(activeSessionSchema) });
export type ActiveSession = z.infer<typeof activeSessionSchema>;
