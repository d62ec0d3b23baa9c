import { z } from 'zod';
import { MEAL_SLOTS } from '../domain/meals/meal-slots';
import {
  QUICK_CALORIES_MAX_KCAL,
  QUICK_CALORIES_MIN_KCAL,
  QUICK_MACRO_MAX_G,
} from '../domain/meal-text/quick-calories-item';
import { analysisItemSchema } from './analysis';
import { eatenAtSchema, queryDateSchema } from './dates';
import { nutrientsSchema } from './foods';
import { strictNumber } from './numbers';
import { safeLine, safeText } from './safe-text';

// The slots are a domain fact (src/domain/meals/meal-slots.ts); the contracts only validate them.
export { MEAL_SLOTS, MEAL_SLOT_LABELS, type MealSlot } from '../domain/meals/meal-slots';

export const MEAL_MAX_ITEMS = 50;
export const MEAL_NOTE_MAX_LENGTH = 500;

const slotSchema = z.enum(MEAL_SLOTS, { error: 'Escolha a refeição: Café, Almoço, Lanche, Jantar ou Ceia' });

const QUICK_KCAL_MESSAGE = `Informe de ${QUICK_CALORIES_MIN_KCAL} a ${QUICK_CALORIES_MAX_KCAL.toLocaleString('pt-BR')} kcal`;
const quickMacro = (name: string) =>
  z
    .number({ error: `Informe ${name} em gramas` })
    .min(0, { error: `Informe ${name} de 0 a ${QUICK_MACRO_MAX_G} g` })
    .max(QUICK_MACRO_MAX_G, { error: `Informe ${name} de 0 a ${QUICK_MACRO_MAX_G} g` })
    .nullable()
    .optional();

export const mealItemInputSchema = z
  .object({
    foodId: z.string({ error: 'Escolha um alimento' }).min(1, { error: 'Escolha um alimento' }).max(64),
    // A floor above zero: 1e-320 g is "positive" but no portion, and rounds to a 0 g item.
    grams: z
      .number({ error: 'Informe a quantidade' })
      .positive({ error: 'A quantidade deve ser maior que zero' })
      .min(0.1, { error: 'Informe pelo menos 0,1 g' })
      .max(5000, { error: 'Quantidade grande demais (máximo de 5 kg por item)' })
      .optional(),
    quantity: z
      .number({ error: 'Informe a quantidade' })
      .positive({ error: 'A quantidade deve ser maior que zero' })
      .min(0.01, { error: 'Informe pelo menos 0,01 da medida' })
      .max(1000, { error: 'Quantidade grande demais (máximo de 1.000 medidas por item)' })
      .optional(),
    measureId: z.string().max(64).nullable().optional(),
    // A quick add ("Calorias avulsas", decision 0045): the energy the person gives, and the macros they know.
    energyKcal: z
      .number({ error: 'Informe as calorias' })
      .min(QUICK_CALORIES_MIN_KCAL, { error: QUICK_KCAL_MESSAGE })
      .max(QUICK_CALORIES_MAX_KCAL, { error: QUICK_KCAL_MESSAGE })
      .optional(),
    proteinG: quickMacro('a proteína'),
    carbsG: quickMacro('os carboidratos'),
    fatG: quickMacro('a gordura'),
  })
  .refine(
    (item) =>
      item.grams !== undefined || (item.quantity !== undefined && item.measureId) || item.energyKcal !== undefined,
    { error: 'Informe os gramas ou a quantidade e a medida' },
  );
export type MealItemInput = z.infer<typeof mealItemInputSchema>;

/** POST /api/meals. `now` (the server's clock) bounds eatenAt: from 01/01/2000 to 15 minutes from now. */
export const mealCreateSchema = (now: Date) =>
  z.object({
    slot: slotSchema,
    eatenAt: eatenAtSchema(now),
    items: z
      .array(mealItemInputSchema, { error: 'Adicione ao menos um alimento' })
      .min(1, { error: 'Adicione ao menos um alimento' })
      .max(MEAL_MAX_ITEMS, { error: `Uma refeição pode ter no máximo ${MEAL_MAX_ITEMS} itens` }),
    photoId: z.uuid({ error: 'Foto inválida' }).nullable().optional(),
    note: safeText(
      z
        .string({ error: 'A observação deve ser um texto' })
        .trim()
        .max(MEAL_NOTE_MAX_LENGTH, { error: `A observação pode ter no máximo ${MEAL_NOTE_MAX_LENGTH} caracteres` }),
      'A observação',
    )
      .nullable()
      .optional(),
  });
export type MealCreate = z.infer<ReturnType<typeof mealCreateSchema>>;

export const mealUpdateSchema = (now: Date) => mealCreateSchema(now).partial();
export type MealUpdate = z.infer<ReturnType<typeof mealUpdateSchema>>;

/** A logged item: an analysis item as it was saved (no confidence or source words). */
export const mealItemSchema = analysisItemSchema.omit({ confidence: true, text: true, portionSource: true });
export type MealItemDto = z.infer<typeof mealItemSchema>;

export const mealSchema = z.object({
  id: z.string(),
  slot: z.enum(MEAL_SLOTS),
  eatenAt: z.string(),
  /** São Paulo date of eatenAt. */
  localDate: z.string(),
  items: z.array(mealItemSchema),
  totals: nutrientsSchema,
  incompleteNutrients: z.array(z.string()),
  photoId: z.string().nullable(),
  note: z.string().nullable(),
});
export type Meal = z.infer<typeof mealSchema>;

const kcalFilter = strictNumber(
  z
    .number({ error: 'Informe um número de kcal, como 350 ou 350,5' })
    .min(0, { error: 'Informe um número positivo' })
    .max(100_000, { error: 'Informe no máximo 100.000 kcal' }),
).optional();

export const MEAL_LIST_MAX_LIMIT = 50;

/** GET /api/meals (the history's filters). `today` bounds from/to: 01/01/2000 to a year ahead. */
export const mealListQuerySchema = (today: string) =>
  z.object({
    q: safeLine(
      z.string().trim().max(100, { error: 'Busca longa demais (máximo de 100 caracteres)' }),
      'A busca',
    ).optional(),
    from: queryDateSchema(today).optional(),
    to: queryDateSchema(today).optional(),
    slot: slotSchema.optional(),
    minKcal: kcalFilter,
    maxKcal: kcalFilter,
    cursor: z.string().max(200, { error: 'Cursor inválido' }).optional(),
    limit: strictNumber(
      z
        .number({ error: 'limit deve ser entre 1 e 50' })
        .int({ error: 'limit deve ser entre 1 e 50' })
        .min(1, { error: 'limit deve ser entre 1 e 50' })
        .max(MEAL_LIST_MAX_LIMIT, { error: 'limit deve ser entre 1 e 50' }),
    )
      .optional()
      .default(20),
  });
export type MealListQuery = z.infer<ReturnType<typeof mealListQuerySchema>>;

export const mealListSchema = z.object({
  items: z.array(mealSchema),
  nextCursor: z.string().nullable(),
  /** Set when the list stops at this date because the person has no Premium (last 7 days only). */
  limitedFrom: z.string().nullable().optional(),
});

/**
 * GET /api/meals/day-totals?dates=2026-11-21,2026-11-22: the history's "Total do dia" from all of
 * each day's meals (issue 25), not from the meals a page happened to load. Up to a page's dates.
 */
export const mealDayTotalsQuerySchema = (today: string) =>
  z.object({
    dates: z
      .string({ error: 'Informe as datas' })
      .transform((text) => text.split(','))
      .pipe(
        z
          .array(queryDateSchema(today))
          .min(1, { error: 'Informe as datas' })
          .max(MEAL_LIST_MAX_LIMIT, { error: `Informe no máximo ${MEAL_LIST_MAX_LIMIT} datas` }),
      ),
  });
export const mealDayTotalsSchema = z.object({
  /** Only the days that have meals (within the history the person may see). */
  days: z.array(z.object({ date: z.string(), totals: nutrientsSchema, incomplete: z.array(z.string()) })),
});
export type MealDayTotals = z.infer<typeof mealDayTotalsSchema>;

/** GET /api/meals/suggestions?slot=: for one meal, or for the one the hour suggests. */
export const mealSuggestionsQuerySchema = z.object({ slot: z.enum(MEAL_SLOTS).optional() });
/** GET /api/meals/suggestions: one-tap choices from the person's own history. */
export const mealSuggestionsSchema = z.object({
  frequentFoods: z.array(mealItemSchema),
  recentMeals: z.array(mealSchema),
});
