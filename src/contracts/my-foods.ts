import { z } from 'zod';
import {
  detailsPer100gFromLabel,
  labelDetailProblems,
  labelProblems,
  MAX_KCAL_PER_100G,
  per100gFromLabel,
  type LabelDetailKey,
  type LabelDetails,
} from '../domain/my-foods/label-figures';
import type { CoreNutrients } from '../domain/foods/nutrients';
import { nutrientsSchema } from './foods';
import { safeLine } from './safe-text';

/** How many own foods one person may keep: far above a real pantry, a bound on per-request indexing. */
export const MY_FOODS_MAX = 500;
export const MY_FOOD_NAME_MAX = 80;

const kcalText = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "12,5" or "12.5" as typed; at most 3 decimals, no exponent (as strictNumber in numbers.ts). */
const TYPED = /^\d{1,7}(?:[.,]\d{1,3})?$/;
function typed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return TYPED.test(text) ? Number(text.replace(',', '.')) : value;
}

/** A label figure: a number ≥ 0, or blank (null) when the label does not give it — never a silent 0. */
const figure = (what: string) =>
  z.preprocess(
    (value) => (value === undefined ? null : typed(value)),
    z
      .number({ error: `Informe ${what} com números, como 12,5` })
      .min(0, { error: `Use zero ou mais para ${what}` })
      .max(1_000_000, { error: `Valor grande demais para ${what}` })
      .nullable(),
  );

const text = (subject: string, max: number, required: string | null) => {
  const base = z
    .string({ error: required ?? `${subject} deve ser um texto` })
    .trim()
    .max(max, { error: `${subject} pode ter no máximo ${max} caracteres` });
  return safeLine(required ? base.min(1, { error: required }) : base, subject);
};

/** POST /api/my-foods and PUT /api/my-foods/:id: a food typed from its label, per 100 g or per portion. */
export const myFoodInputSchema = z
  .object({
    name: text('O nome', MY_FOOD_NAME_MAX, 'Dê um nome ao alimento'),
    brand: text('A marca', 60, null).nullable().optional(),
    // A list, or the text box's "granola, granola caseira" (comma-separated).
    synonyms: z.preprocess(
      (value) =>
        typeof value === 'string'
          ? value
              .split(',')
              .map((name) => name.trim())
              .filter(Boolean)
          : value,
      z
        .array(text('Outro nome', 60, 'Outro nome não pode ficar vazio'), {
          error: 'Outros nomes devem ser uma lista',
        })
        .max(5, { error: 'Informe no máximo 5 outros nomes' })
        .optional(),
    ),
    basis: z.enum(['per100g', 'perPortion'], { error: 'Escolha se os valores são por 100 g ou por porção' }),
    /** "ml": a drink whose label is per 100 mL, counted in millilitres (decision 0058); kept as it is when absent. */
    amountUnit: z.enum(['g', 'ml'], { error: 'Escolha gramas (g) ou mililitros (mL)' }).optional(),
    portionLabel: text('A porção', 40, 'Diga qual é a porção (ex.: unidade, fatia, pote)'),
    portionGrams: z.preprocess(
      typed,
      z
        .number({ error: 'Informe quantos gramas tem a porção' })
        .min(0.1, { error: 'A porção deve ter pelo menos 0,1 g' })
        .max(2000, { error: 'A porção pode ter no máximo 2.000 g' }),
    ),
    energyKcal: z.preprocess(
      typed,
      z
        .number({ error: 'Informe o valor energético (kcal), como 120 ou 120,5' })
        .min(0, { error: 'O valor energético não pode ser negativo' })
        .max(1_000_000, { error: 'Valor grande demais para o valor energético' }),
    ),
    proteinG: figure('as proteínas'),
    carbsG: figure('os carboidratos'),
    fatG: figure('as gorduras'),
    fiberG: figure('as fibras'),
    sodiumMg: figure('o sódio'),
    // The rest of the label (addendum 2026-11-26): optional, blank = not on the label.
    sugarsTotalG: figure('os açúcares totais'),
    sugarsAddedG: figure('os açúcares adicionados'),
    saturatedFatG: figure('as gorduras saturadas'),
    transFatG: figure('as gorduras trans'),
  })
  .superRefine((input, ctx) => {
    const per100g = myFoodPer100g(input);
    const per =
      input.basis === 'per100g' ? 'em 100 g' : `por 100 g (${kcalText.format(input.portionGrams)} g na porção)`;
    if (per100g.energyKcal !== null && per100g.energyKcal > MAX_KCAL_PER_100G) {
      ctx.addIssue({
        code: 'custom',
        path: ['energyKcal'],
        message: `Isso dá ${kcalText.format(per100g.energyKcal)} kcal ${per}; nenhum alimento passa de 900 kcal em 100 g. Confira o valor e o peso da porção.`,
      });
    }
    for (const [key, label] of [
      ['proteinG', 'As proteínas'],
      ['carbsG', 'Os carboidratos'],
      ['fatG', 'As gorduras'],
      ['fiberG', 'As fibras'],
    ] as const) {
      const value = per100g[key];
      if (value !== null && value > 100) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `${label} dão ${kcalText.format(value)} g ${per}: mais que o próprio peso. Confira o valor e o peso da porção.`,
        });
      }
    }
    if (per100g.sodiumMg !== null && per100g.sodiumMg > 40_000) {
      ctx.addIssue({
        code: 'custom',
        path: ['sodiumMg'],
        message: `O sódio dá ${kcalText.format(per100g.sodiumMg)} mg ${per}: mais que o do sal puro. Confira o valor (em mg).`,
      });
    }
    const details = myFoodDetailsPer100g(input);
    for (const problem of labelDetailProblems(input, details)) {
      if (problem.kind === 'detail-over-100g') {
        ctx.addIssue({
          code: 'custom',
          path: [problem.key],
          message: `${DETAIL_NAMES[problem.key]} dão ${kcalText.format(problem.grams)} g ${per}: mais que o próprio peso. Confira o valor e o peso da porção.`,
        });
      } else if (problem.kind === 'sugars-over-carbs') {
        ctx.addIssue({
          code: 'custom',
          path: [input.sugarsTotalG === null ? 'sugarsAddedG' : 'sugarsTotalG'],
          message: `Os açúcares (${kcalText.format(problem.sugars)} g) não podem passar dos carboidratos (${kcalText.format(problem.carbs)} g): eles fazem parte dos carboidratos. Confira os valores.`,
        });
      } else if (problem.kind === 'added-over-total-sugars') {
        ctx.addIssue({
          code: 'custom',
          path: ['sugarsAddedG'],
          message: `Os açúcares adicionados (${kcalText.format(problem.added)} g) não podem passar dos açúcares totais (${kcalText.format(problem.total)} g). Confira os valores.`,
        });
      } else {
        ctx.addIssue({
          code: 'custom',
          path: [input.saturatedFatG === null ? 'transFatG' : 'saturatedFatG'],
          message: `Gorduras saturadas e trans somam ${kcalText.format(problem.parts)} g: mais que as gorduras totais (${kcalText.format(problem.fat)} g), das quais fazem parte. Confira os valores.`,
        });
      }
    }
    for (const problem of labelProblems(per100g)) {
      if (problem.kind === 'macros-over-100g') {
        ctx.addIssue({
          code: 'custom',
          path: ['carbsG'],
          message: `Proteínas, carboidratos e gorduras somam ${kcalText.format(problem.grams)} g ${per}: mais que o próprio peso. Confira os valores.`,
        });
      } else if (problem.kind === 'energy-mismatch') {
        ctx.addIssue({
          code: 'custom',
          path: ['energyKcal'],
          message:
            `O valor energético não confere com os macronutrientes: proteínas, carboidratos e gorduras dão cerca de ` +
            `${kcalText.format(problem.fromMacros)} kcal ${per} (4, 4 e 9 kcal por grama), e foram informadas ` +
            `${kcalText.format(problem.declared)} kcal. Confira se o valor está em kcal (não kJ) e as vírgulas.`,
        });
      }
    }
  });
export type MyFoodInput = z.input<typeof myFoodInputSchema>;
export type MyFoodValues = z.output<typeof myFoodInputSchema>;

/** The figures per 100 g of what was typed (a per-portion label is converted with the portion's grams). */
export function myFoodPer100g(
  input: Omit<MyFoodValues, 'name' | 'brand' | 'synonyms' | 'portionLabel'>,
): CoreNutrients {
  const { basis, portionGrams, energyKcal, proteinG, carbsG, fatG, fiberG, sodiumMg } = input;
  return per100gFromLabel(basis, { energyKcal, proteinG, carbsG, fatG, fiberG, sodiumMg }, portionGrams);
}

const DETAIL_NAMES: Record<LabelDetailKey, string> = {
  sugarsTotalG: 'Os açúcares totais',
  sugarsAddedG: 'Os açúcares adicionados',
  saturatedFatG: 'As gorduras saturadas',
  transFatG: 'As gorduras trans',
};

/** Total and added sugars, saturated and trans fat per 100 g (converted like the other figures). */
export function myFoodDetailsPer100g(
  input: Pick<MyFoodValues, 'basis' | 'portionGrams' | LabelDetailKey>,
): LabelDetails {
  const { basis, portionGrams, sugarsTotalG, sugarsAddedG, saturatedFatG, transFatG } = input;
  return detailsPer100gFromLabel(basis, { sugarsTotalG, sugarsAddedG, saturatedFatG, transFatG }, portionGrams);
}

/** Total and added sugars, saturated and trans fat in g (null = not informed), as an own food or a barcode product carries them. */
export const labelDetailsSchema = z.object({
  sugarsTotalG: z.number().nullable(),
  sugarsAddedG: z.number().nullable(),
  saturatedFatG: z.number().nullable(),
  transFatG: z.number().nullable(),
}) satisfies z.ZodType<LabelDetails>;

/** POST /api/my-foods/from-meal: "salvar como receita", the meal's items as one dish. */
export const recipeFromMealSchema = z.object({
  mealId: z.uuid({ error: 'Refeição não encontrada' }),
  name: text('O nome', MY_FOOD_NAME_MAX, 'Dê um nome à receita'),
});
export type RecipeFromMeal = z.input<typeof recipeFromMealSchema>;

export const myFoodSchema = z.object({
  /** The food id used everywhere else (search, analysis, meals): "meu-<uuid>". */
  id: z.string(),
  kind: z.enum(['label', 'recipe']),
  name: z.string(),
  brand: z.string().nullable(),
  synonyms: z.array(z.string()),
  per100g: nutrientsSchema,
  portion: z.object({ label: z.string(), grams: z.number() }),
  perPortion: nutrientsSchema,
  /** "ml": a drink, `per100g` is per 100 mL and `portion.grams` millilitres (decision 0058). */
  amountUnit: z.enum(['g', 'ml']),
  /** The rest of the label (null = not informed): kept and shown, not counted in meals' totals. */
  details: z.object({ per100g: labelDetailsSchema, perPortion: labelDetailsSchema }),
  /** For a recipe: the items of the meal it was saved from, as they were logged. */
  ingredients: z.array(z.object({ foodId: z.string(), foodName: z.string(), grams: z.number() })).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyFood = z.infer<typeof myFoodSchema>;

export const myFoodListSchema = z.object({ items: z.array(myFoodSchema), max: z.number() });
