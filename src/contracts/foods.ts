import { z } from 'zod';
import { FOOD_SOURCE_KINDS, type FoodSourceKind } from '../domain/foods/food-source';
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

/** Where an item's figures come from (decisions 0025 and 0036). */
export const foodSourceSchema = z.enum(FOOD_SOURCE_KINDS);
export type { FoodSourceKind };

/** The label shown next to every item (analysis, picker, history). */
export const FOOD_SOURCE_LABELS: Record<FoodSourceKind, string> = {
  taco: 'TACO',
  recipe: 'Receita (TACO)',
  ibge: 'IBGE POF',
  usda: 'USDA',
  custom: 'Meu alimento',
  quick: 'Informado por você',
};

/** What the label means, for its tooltip and for screen readers. */
export const FOOD_SOURCE_DESCRIPTIONS: Record<FoodSourceKind, string> = {
  taco: 'Valores da Tabela Brasileira de Composição de Alimentos (TACO, NEPA-UNICAMP)',
  recipe: 'Receita composta de alimentos do catálogo, com valores calculados da TACO',
  ibge: 'Valores da Tabela de Composição Nutricional dos Alimentos Consumidos no Brasil (IBGE, POF 2008-2009)',
  usda: 'Valores do USDA FoodData Central (EUA), para alimentos que a TACO não tem',
  custom: 'Alimento cadastrado por você',
  quick: 'Calorias que você informou, sem um alimento do catálogo; o que não informou fica sem valor',
};

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
  /** TACO, recipe from TACO, USDA or the person's own. */
  sourceKind: foodSourceSchema,
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
