import { z } from 'zod';
import { isValidGtin, normaliseGtin } from '../domain/barcode/gtin';
import { nutrientsSchema } from './foods';
import { labelDetailsSchema } from './my-foods';

/** The code in GET /api/foods/barcode/:code: a GTIN (EAN-8/13, UPC-A, GTIN-14) with its check digit. */
export const barcodeParamSchema = z.object({
  code: z
    .string()
    .transform(normaliseGtin)
    .refine(isValidGtin, { error: 'Código de barras inválido: confira os 8, 12, 13 ou 14 números abaixo das barras' }),
});

/** Shown with every product that came from Open Food Facts (its data is under the ODbL). */
export const OPEN_FOOD_FACTS_ATTRIBUTION = 'Dados de Open Food Facts (openfoodfacts.org), licença ODbL';

export const barcodeProductSchema = z.object({
  code: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  /** "ml": a drink, its figures per 100 mL and its portion in mL (decision 0058). */
  unit: z.enum(['g', 'ml']),
  per100g: nutrientsSchema,
  portion: z.object({ label: z.string(), grams: z.number() }).nullable(),
  perPortion: nutrientsSchema.nullable(),
  /** Sugars, saturated and trans fat as Open Food Facts gives them (null = not informed), kept with the food when saved. */
  details: z.object({ per100g: labelDetailsSchema, perPortion: labelDetailsSchema.nullable() }),
  source: z.object({ id: z.literal('open-food-facts'), attribution: z.string() }),
});
export type BarcodeProductDto = z.infer<typeof barcodeProductSchema>;
