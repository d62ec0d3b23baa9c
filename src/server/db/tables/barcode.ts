import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PackagedProduct } from '../../../domain/barcode/packaged-product';
import { instant } from './columns';

/**
 * Open Food Facts answers kept per GTIN (shared by everybody: a product's
 * label is public data, not personal), so a product scanned by many people is
 * asked of OFF once. `status`: found | not_found | no_nutrition; `product` is
 * the normalised product when found. Re-asked after a while (barcode module).
 */
/** As cached: rows written before sugars and fats were read from OFF (2026-11-27) have no `details`. */
/** Products cached before their details (sugars, fats) or their unit (drinks in mL) were read lack them. */
export type CachedPackagedProduct = Omit<PackagedProduct, 'details' | 'unit'> &
  Partial<Pick<PackagedProduct, 'details' | 'unit'>>;

export const barcodeProducts = pgTable('barcode_products', {
  code: text('code').primaryKey(),
  status: text('status', { enum: ['found', 'not_found', 'no_nutrition'] }).notNull(),
  product: jsonb('product').$type<CachedPackagedProduct>(),
  fetchedAt: instant('fetched_at').notNull(),
});
