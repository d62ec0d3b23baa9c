import { analysisSchema, type Analysis } from '@/contracts/analysis';
import { apiRequest } from '@/web/lib/api-client';

export const analyzeText = (text: string): Promise<Analysis> =>
  apiRequest('POST', '/api/analysis/text', { body: { text }, schema: analysisSchema });
