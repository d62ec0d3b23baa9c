import { analysisApi } from '@/contracts/api-routes/food-log';
import type { Analysis } from '@/contracts/analysis';
import { api } from '@/web/lib/api-client';
import { ApiRequestError } from '@/web/lib/api-error';

/** The server analyses the description; with no connection, the device does, with the same code and catalog. */
export async function analyzeText(text: string): Promise<Analysis> {
  if (navigator.onLine) {
    try {
      return await api(analysisApi.text, { body: { text } });
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 0) throw error;
    }
  }
  const { analyzeOnDevice } = await import('@/web/features/offline/offline-analyzer');
  return analyzeOnDevice(text);
}
