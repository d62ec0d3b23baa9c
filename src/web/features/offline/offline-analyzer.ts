import { loadCatalog } from '../../../../data/catalog/index';
import { analysisSchema, analysisTextRequestSchema, type Analysis } from '@/contracts/analysis';
import { fieldErrors } from '@/contracts/errors';
import { createMealTextAnalyzer } from '@/domain/meal-text/analyze-meal-text';
import { ApiRequestError } from '@/web/lib/api-error';

/**
 * The server's meal-text analysis run on the device, with the same domain code and the same catalog
 * (docs/decisions/0030-installable-app-and-offline-logging.md). Loaded only when there is no
 * connection — this chunk carries the whole catalog — and kept by the service worker for that day.
 */
let analyze: ((text: string) => Analysis) | undefined;

export function analyzeOnDevice(input: string): Analysis {
  const parsed = analysisTextRequestSchema.safeParse({ text: input });
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw new ApiRequestError(400, 'validation_failed', Object.values(fields)[0] ?? 'Descreva a refeição', fields);
  }
  analyze ??= createMealTextAnalyzer(loadCatalog());
  return analysisSchema.parse(analyze(parsed.data.text));
}
