import { barcodeProductSchema, type BarcodeProductDto } from '@/contracts/barcode';
import { apiRequest } from '@/web/lib/api-client';

/** GET /api/foods/barcode/:code — the product behind a GTIN (404 unknown, 503 Open Food Facts silent). */
export const lookUpBarcode = (code: string): Promise<BarcodeProductDto> =>
  apiRequest('GET', `/api/foods/barcode/${encodeURIComponent(code)}`, { schema: barcodeProductSchema });
