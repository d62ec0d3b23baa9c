import { z } from 'zod';
import { COOKING_TIMES } from '../domain/meal-plan/cooking-time';
import { BUDGETS } from '../domain/meal-plan/plan-preferences';
import { REGIONS } from '../domain/meal-plan/regional-foods';
import { DIET_RESTRICTIONS } from '../domain/meal-plan/restrictions';
import { HEALTH_SITUATIONS } from '../domain/meal-plan/safety';
import { MEAL_SLOTS } from '../domain/meals/meal-slots';
import { safeLine } from './safe-text';

export { BUDGETS, COOKING_TIMES, DIET_RESTRICTIONS, HEALTH_SITUATIONS, REGIONS };
export { HEALTH_SITUATION_LABELS } from '../domain/meal-plan/safety';

/** pt-BR labels of the preferences form ("Plano alimentar", decision 0048). */
export const DIET_RESTRICTION_LABELS: Record<(typeof DIET_RESTRICTIONS)[number], string> = {
  vegetariano: 'Vegetariano',
  vegano: 'Vegano',
  sem_lactose: 'Sem lactose',
  sem_gluten: 'Sem glúten',
};
export const BUDGET_LABELS: Record<(typeof BUDGETS)[number], string> = {
  economico: 'Econômico',
  moderado: 'Moderado',
};
export const COOKING_TIME_LABELS: Record<(typeof COOKING_TIMES)[number], string> = {
  rapido: 'Rápido: sem forno, sem cozido longo, sem feijão de molho',
  normal: 'Sem limite de tempo',
};
export const REGION_LABELS: Record<(typeof REGIONS)[number], string> = {
  norte: 'Norte',
  nordeste: 'Nordeste',
  centro_oeste: 'Centro-Oeste',
};

export const MAX_DISLIKES = 20;

const unique = <T>(list: T[]) => new Set(list).size === list.length;

/** POST /api/meal-plans. */
export const mealPlanCreateSchema = z.object({
  restrictions: z
    .array(z.enum(DIET_RESTRICTIONS, { error: 'Restrição desconhecida' }), {
      error: 'Escolha as restrições numa lista',
    })
    .refine(unique, { error: 'Cada restrição uma vez só' })
    .optional()
    .default([]),
  dislikes: z
    .array(
      safeLine(
        z
          .string({ error: 'Escreva o alimento que você não come' })
          .trim()
          .min(2, { error: 'Escreva o alimento com pelo menos 2 letras' })
          .max(40, { error: 'Escreva o alimento com até 40 letras' }),
        'O alimento',
      ),
      { error: 'Liste os alimentos que você não come' },
    )
    .max(MAX_DISLIKES, { error: `Liste no máximo ${MAX_DISLIKES} alimentos` })
    .optional()
    .default([]),
  budget: z.enum(BUDGETS, { error: 'Escolha o orçamento: econômico ou moderado' }).optional().default('moderado'),
  cookingTime: z
    .enum(COOKING_TIMES, { error: 'Escolha o tempo para cozinhar: rápido ou normal' })
    .optional()
    .default('normal'),
  region: z
    .enum(REGIONS, { error: 'Escolha a culinária regional: Norte, Nordeste ou Centro-Oeste' })
    .nullable()
    .optional()
    .default(null),
  situations: z
    .array(z.enum(HEALTH_SITUATIONS, { error: 'Situação desconhecida' }), { error: 'Escolha as situações numa lista' })
    .optional()
    .default([]),
});
export type MealPlanCreate = z.input<typeof mealPlanCreateSchema>;

export const mealPlanSwapSchema = z.object({
  foodId: z.string({ error: 'Escolha um alimento da lista' }).min(1, { error: 'Escolha um alimento da lista' }).max(64),
});
export const mealPlanLockSchema = z.object({ locked: z.boolean({ error: 'Informe se o item fica fixo' }) });
export const shoppingCheckSchema = z.object({
  key: z.string({ error: 'Item da lista inválido' }).min(1).max(80),
  checked: z.boolean({ error: 'Informe se o item foi comprado' }),
});
/** POST …/log: when the planned meal was eaten (ISO instant; default now). */
export const mealPlanLogSchema = z.object({ eatenAt: z.iso.datetime({ offset: true }).optional() });

/**
 * The answers (decision 0060: every endpoint has its contract). The plan's figures are rounded per item and summed
 * per meal and day by the server (src/server/modules/meal-plans/plan-dto.ts).
 */
const planNutrientsSchema = z.object({
  energyKcal: z.number(),
  proteinG: z.number(),
  carbsG: z.number(),
  fatG: z.number(),
  fiberG: z.number(),
  sodiumMg: z.number(),
});
export type PlanNutrients = z.infer<typeof planNutrientsSchema>;

const mealPlanItemSchema = z.object({
  foodId: z.string(),
  foodName: z.string(),
  grams: z.number(),
  quantity: z.number(),
  measure: z.string(),
  role: z.string(),
  locked: z.boolean(),
  nutrients: planNutrientsSchema,
});
export type MealPlanItemDto = z.infer<typeof mealPlanItemSchema>;

const range = z.object({ min: z.number(), max: z.number() });

/** POST /api/meal-plans, GET /api/meal-plans/current and every edit of it. */
export const mealPlanSchema = z.object({
  id: z.string(),
  startDate: z.string(),
  createdAt: z.string(),
  disclaimer: z.string(),
  preferences: z.object({
    restrictions: z.array(z.string()),
    dislikes: z.array(z.string()),
    budget: z.string(),
    cookingTime: z.enum(COOKING_TIMES),
    region: z.enum(REGIONS).nullable(),
  }),
  bounds: z.object({
    energyKcal: range,
    proteinG: z.object({ min: z.number() }),
    carbsG: range,
    fatG: range,
    fiberG: z.object({ min: z.number() }),
    sodiumMg: z.object({ max: z.number() }),
  }),
  days: z.array(
    z.object({
      date: z.string(),
      meals: z.array(
        z.object({ slot: z.enum(MEAL_SLOTS), items: z.array(mealPlanItemSchema), totals: planNutrientsSchema }),
      ),
      totals: planNutrientsSchema,
    }),
  ),
});
export type MealPlanDto = z.infer<typeof mealPlanSchema>;

const substitutionOptionSchema = z.object({
  foodId: z.string(),
  foodName: z.string(),
  quantity: z.number(),
  measure: z.string(),
  grams: z.number(),
  nutrients: planNutrientsSchema,
  mainMacro: z.enum(['proteinG', 'carbsG', 'fatG']).nullable(),
});
export type SubstitutionOptionDto = z.infer<typeof substitutionOptionSchema>;
/** GET …/items/:item/substitutions. */
export const substitutionOptionsSchema = z.object({ options: z.array(substitutionOptionSchema) });

/** GET /api/meal-plans/current/shopping-list and PUT …/checked. */
export const shoppingListSchema = z.object({
  sections: z.array(
    z.object({
      name: z.string(),
      items: z.array(
        z.object({ key: z.string(), name: z.string(), quantity: z.number(), unit: z.string(), checked: z.boolean() }),
      ),
    }),
  ),
});
export type ShoppingListDto = z.infer<typeof shoppingListSchema>;
