import { z } from 'zod';
import { BUDGETS } from '../domain/meal-plan/plan-preferences';
import { DIET_RESTRICTIONS } from '../domain/meal-plan/restrictions';
import { HEALTH_SITUATIONS } from '../domain/meal-plan/safety';
import type { MealSlot } from '../domain/meals/meal-slots';
import { safeLine } from './safe-text';

export { BUDGETS, DIET_RESTRICTIONS, HEALTH_SITUATIONS };
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

export interface PlanNutrients {
  energyKcal: number;
  proteinG: number;
  carbsG: number;
  fatG: number;
  fiberG: number;
  sodiumMg: number;
}

export interface MealPlanItemDto {
  foodId: string;
  foodName: string;
  grams: number;
  quantity: number;
  measure: string;
  role: string;
  locked: boolean;
  nutrients: PlanNutrients;
}

export interface MealPlanDto {
  id: string;
  startDate: string;
  createdAt: string;
  disclaimer: string;
  preferences: { restrictions: string[]; dislikes: string[]; budget: string };
  bounds: {
    energyKcal: { min: number; max: number };
    proteinG: { min: number };
    carbsG: { min: number; max: number };
    fatG: { min: number; max: number };
    fiberG: { min: number };
    sodiumMg: { max: number };
  };
  days: {
    date: string;
    meals: { slot: MealSlot; items: MealPlanItemDto[]; totals: PlanNutrients }[];
    totals: PlanNutrients;
  }[];
}

export interface SubstitutionOptionDto {
  foodId: string;
  foodName: string;
  quantity: number;
  measure: string;
  grams: number;
  nutrients: PlanNutrients;
  mainMacro: 'proteinG' | 'carbsG' | 'fatG' | null;
}

export interface ShoppingListDto {
  sections: {
    name: string;
    items: { key: string; name: string; quantity: number; unit: string; checked: boolean }[];
  }[];
}
