import { eq } from 'drizzle-orm';
import { OPEN_FOOD_FACTS_ATTRIBUTION, type BarcodeProductDto } from '../../../contracts/barcode';
import { packagedProduct } from '../../../domain/barcode/packaged-product';
import { LABEL_DETAIL_KEYS, type LabelDetails } from '../../../domain/my-foods/label-figures';
import type { OpenFoodFacts } from '../../adapters/open-food-facts/open-food-facts';
import { OpenFoodFactsUnavailable } from '../../adapters/open-food-facts/open-food-facts';
import type { Database } from '../../db/client';
import { barcodeProducts, type CachedPackagedProduct } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** A product's label rarely changes: asked again after 30 days; "not found" after a day (someone may add it). */
const FOUND_TTL_MS = 30 * 86_400_000;
const MISSING_TTL_MS = 86_400_000;

export interface BarcodeDeps {
  db: Database;
  clock: () => Date;
  openFoodFacts: OpenFoodFacts;
}

export const barcodeNotFound = () =>
  new AppError(
    404,
    'barcode_not_found',
    'Não encontramos este código. Fotografe a tabela nutricional ou cadastre o alimento.',
  );
const noNutrition = () =>
  new AppError(
    404,
    'barcode_not_found',
    'Encontramos o produto, mas sem tabela nutricional. Fotografe a tabela do rótulo ou cadastre o alimento.',
  );

const UNKNOWN_DETAILS = Object.fromEntries(LABEL_DETAIL_KEYS.map((key) => [key, null])) as LabelDetails;

const dto = (product: CachedPackagedProduct): BarcodeProductDto => ({
  ...product,
  // Cached before drinks were told apart: read as OFF gave it then (grams) until it is fetched again.
  unit: product.unit ?? 'g',
  details: product.details ?? { per100g: UNKNOWN_DETAILS, perPortion: product.portion ? UNKNOWN_DETAILS : null },
  source: { id: 'open-food-facts', attribution: OPEN_FOOD_FACTS_ATTRIBUTION },
});

/**
 * The product behind a GTIN: from the cache while fresh, else from Open Food
 * Facts (and cached). When OFF does not answer, a stale cached product is
 * still better than nothing; without one the person hears that the search is
 * down (503), never a guessed food.
 */
export async function lookUpBarcode(deps: BarcodeDeps, code: string): Promise<BarcodeProductDto> {
  const now = deps.clock();
  const [cached] = await deps.db.select().from(barcodeProducts).where(eq(barcodeProducts.code, code));
  const ttl = cached?.status === 'found' ? FOUND_TTL_MS : MISSING_TTL_MS;
  // A product cached before its sugars and fats, or its unit (a drink in mL), were read is asked again (and shown
  // as it was cached if OFF is silent).
  const complete =
    cached?.status !== 'found' || (cached.product?.details !== undefined && cached.product.unit !== undefined);
  if (cached && complete && now.getTime() - cached.fetchedAt.getTime() < ttl) return answer(cached);

  let lookup;
  try {
    lookup = await deps.openFoodFacts.lookUp(code);
  } catch (error) {
    if (!(error instanceof OpenFoodFactsUnavailable)) throw error;
    if (cached) return answer(cached);
    throw new AppError(
      503,
      'barcode_lookup_unavailable',
      'A busca por código de barras não respondeu agora. Tente de novo em instantes ou fotografe a tabela nutricional.',
    );
  }
  const product = lookup.found ? packagedProduct(lookup.product) : null;
  const row = {
    code,
    status: product ? ('found' as const) : lookup.found ? ('no_nutrition' as const) : ('not_found' as const),
    product,
    fetchedAt: now,
  };
  await deps.db
    .insert(barcodeProducts)
    .values(row)
    .onConflictDoUpdate({ target: barcodeProducts.code, set: { status: row.status, product, fetchedAt: now } });
  return answer(row);
}

function answer(row: { status: string; product: CachedPackagedProduct | null }): BarcodeProductDto {
  if (row.status === 'found' && row.product) return dto(row.product);
  throw row.status === 'no_nutrition' ? noNutrition() : barcodeNotFound();
}
