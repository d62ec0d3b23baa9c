import { z } from 'zod';
import { strictNumber } from './numbers';
import { safeLine } from './safe-text';

/** The API's `Nutrients`: null = the table gives no figure ("não informado"), never a silent 0. */
export const nutrientsSchema = z.object({
  energyKcal: z.number().nullable(),
  proteinG: z.number().nullable(),
  carbsG: z.number().nullable(),
  fatG: z.number().nullable(),
  fiberG: z.number().nullable(),
  sodiumMg: z.number().nullable(),
});
export type NutrientsDto = z.infer<typeof nutrientsSchema>;
export type NutrientName = keyof NutrientsDto;

export const portionSchema = z.object({
  measureId: z.string(),
  label: z.string(),
  plural: z.string(),
  grams: z.number(),
  isDefault: z.boolean(),
  /** Citation of the weight, e.g. "IBGE POF 2008-2009 — Arroz cozido - colher de arroz cheia". */
  source: z.string(),
});
export type PortionDto = z.infer<typeof portionSchema>;

export const foodSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  per100g: nutrientsSchema,
  /** Nutrients present only as traces (TACO "Tr"). */
  traces: z.array(z.string()),
  portions: z.array(portionSchema),
  source: z.object({ id: z.string(), citation: z.string() }),
  /** pt-BR remark shown next to the food (e.g. why a figure is unknown). */
  note: z.string().nullable(),
});
export type FoodDto = z.infer<typeof foodSchema>;

export const FOOD_SEARCH_MAX_LIMIT = 50;

export const foodSearchQuerySchema = z.object({
  q: safeLine(
    z
      .string({ error: 'Digite o nome de um alimento' })
      .trim()
      .min(1, { error: 'Digite o nome de um alimento' })
      .max(100, { error: 'Busca longa demais (máximo de 100 caracteres)' }),
    'A busca',
  ),
  limit: strictNumber(
    z
      .number({ error: 'limit deve ser um número inteiro' })
      .int({ error: 'limit deve ser um número inteiro' })
      .min(1, { error: 'limit deve ser entre 1 e 50' })
      .max(FOOD_SEARCH_MAX_LIMIT, { error: 'limit deve ser entre 1 e 50' }),
  )
    .optional()
    .default(10),
});

export const foodSearchResponseSchema = z.object({ items: z.array(foodSchema) });
