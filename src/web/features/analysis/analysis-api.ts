import { analysisSchema, type Analysis } from '@/contracts/analysis';
import { apiRequest } from '@/web/lib/api-client';
import { ApiRequestError } from '@/web/lib/api-error';

/** The server analyses the description; with no connection, the device does, with the same code and catalog. */
export async function analyzeText(text: string): Promise<Analysis> {
  if (navigator.onLine) {
    try {
      return await apiRequest('POST', '/api/analysis/text', { body: { text }, schema: analysisSchema });
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 0) throw error;
    }
  }
  const { analyzeOnDevice } = await import('@/web/features/offline/offline-analyzer');
  return analyzeOnDevice(text);
}
