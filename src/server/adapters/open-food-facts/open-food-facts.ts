import { z } from 'zod';
import type { OffProductData } from '../../../domain/barcode/packaged-product';

/**
 * Open Food Facts' product API v2 (GET {base}/api/v2/product/{code}.json,
 * https://openfoodfacts.github.io/openfoodfacts-server/api/ref-v2/). Read-only
 * and anonymous; OFF asks every client to name itself in the User-Agent.
 * Answers are checked for shape here; their values are judged by the domain.
 */
export type OffLookup = { found: true; product: OffProductData } | { found: false };

export interface OpenFoodFacts {
  lookUp(code: string): Promise<OffLookup>;
}

export class OpenFoodFactsUnavailable extends Error {
  override name = 'OpenFoodFactsUnavailable';
}

const TIMEOUT_MS = 5_000;
const FIELDS =
  'code,product_name,product_name_pt,brands,serving_size,serving_quantity,serving_quantity_unit,quantity,product_quantity_unit,nutriments';
const text = z.string().nullish().catch(null);

const answerSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  product: z
    .object({
      product_name_pt: text,
      product_name: text,
      brands: text,
      serving_size: text,
      serving_quantity: z.union([z.number(), z.string()]).nullish().catch(null),
      serving_quantity_unit: text,
      quantity: text,
      product_quantity_unit: text,
      nutriments: z.record(z.string(), z.unknown()).catch({}).default({}),
    })
    .optional(),
});

export function openFoodFacts(options: { baseUrl: string; userAgent: string; timeoutMs?: number }): OpenFoodFacts {
  return {
    async lookUp(code) {
      let response: Response;
      try {
        response = await fetch(new URL(`api/v2/product/${code}.json?fields=${FIELDS}`, withSlash(options.baseUrl)), {
          headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS),
        });
      } catch (error) {
        throw new OpenFoodFactsUnavailable(`GET product ${code}: no answer`, { cause: error });
      }
      // OFF answers an unknown code with 404 and { status: 0 }.
      if (response.status === 404) return { found: false };
      if (!response.ok) throw new OpenFoodFactsUnavailable(`GET product ${code}: HTTP ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw new OpenFoodFactsUnavailable(`GET product ${code}: not JSON`, { cause: error });
      }
      const parsed = answerSchema.safeParse(body);
      if (!parsed.success) throw new OpenFoodFactsUnavailable(`GET product ${code}: unexpected shape`);
      const { status, product } = parsed.data;
      if (status === 0 || !product) return { found: false };
      return {
        found: true,
        product: {
          code,
          productName: product.product_name_pt || product.product_name || null,
          brands: product.brands ?? null,
          servingSize: product.serving_size ?? null,
          servingQuantity: product.serving_quantity ?? null,
          servingQuantityUnit: product.serving_quantity_unit ?? null,
          quantity: product.quantity ?? null,
          productQuantityUnit: product.product_quantity_unit ?? null,
          nutriments: product.nutriments,
        },
      };
    },
  };
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
