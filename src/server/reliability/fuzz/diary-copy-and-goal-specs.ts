import type { EndpointSpec } from './endpoint-specs';

/** "Copiar" and "Copiar o dia" for the fuzz (decision 0053): a meal logged at `eatenAt` copied to dinner. */
export function mealCopySpecs(eatenAt: string): Record<string, EndpointSpec> {
  return {
    'POST /api/meals/:id/copy': { params: { id: 'meal' }, body: { slot: 'jantar', eatenAt } },
    'POST /api/meals/days/:date/copy': {
      params: { date: ['2026-11-21', '2026-11-22'] },
      body: { toDate: '2026-11-22' },
    },
  };
}

/** The goal weight for the fuzz (decision 0053). */
export function weightGoalSpecs(): Record<string, EndpointSpec> {
  return {
    'PUT /api/weights/goal': { body: { goalWeightKg: 58, weeklyRateKg: 0.25 } },
    'DELETE /api/weights/goal': {},
  };
}
