import { foodsApi } from '@/contracts/api-routes/food-log';
import type { BarcodeProductDto } from '@/contracts/barcode';
import { api } from '@/web/lib/api-client';

/** GET /api/foods/barcode/:code — the product behind a GTIN (404 unknown, 503 Open Food Facts silent). */
export const lookUpBarcode = (code: string): Promise<BarcodeProductDto> => api(foodsApi.barcode, { params: { code } });
