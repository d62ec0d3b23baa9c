import type { EndpointSpec } from './endpoint-specs';

/** Generous on purpose: a hang is still caught, and a slow honest week (decision 0048's bench) is not one. */
const SOLVER_TIMEOUT_MS = 30_000;

/** The meal plan's routes for the fuzz (decision 0048). */
export function mealPlanSpecs(): Record<string, EndpointSpec> {
  return {
    // The meal plan (decision 0048): positions in the URL are 0-based; each generation runs the solver.
    // The valid request must reach the solver (201) for the persona's own profile; a week takes seconds on a
    // loaded 2-core machine, so the solver's routes get longer than the default 5 s before a case counts as a hang.
    'POST /api/meal-plans': {
      body: {
        restrictions: ['vegetariano'],
        dislikes: ['jiló'],
        budget: 'economico',
        cookingTime: 'rapido',
        region: 'nordeste',
      },
      validStatus: 201,
      resetProfile: true,
      timeoutMs: SOLVER_TIMEOUT_MS,
    },
    'GET /api/meal-plans/current': {},
    'POST /api/meal-plans/current/days/:day/regenerate': { params: { day: ['0', '6'] }, timeoutMs: SOLVER_TIMEOUT_MS },
    'POST /api/meal-plans/current/days/:day/meals/:meal/regenerate': {
      params: { day: ['0'], meal: ['1'] },
      timeoutMs: SOLVER_TIMEOUT_MS,
    },
    'POST /api/meal-plans/current/days/:day/meals/:meal/log': { params: { day: ['0'], meal: ['0'] }, body: {} },
    'GET /api/meal-plans/current/days/:day/meals/:meal/items/:item/substitutions': {
      params: { day: ['0'], meal: ['1'], item: ['0'] },
    },
    'POST /api/meal-plans/current/days/:day/meals/:meal/items/:item/swap': {
      params: { day: ['0'], meal: ['1'], item: ['0'] },
      body: { foodId: 'taco-3' },
    },
    'PATCH /api/meal-plans/current/days/:day/meals/:meal/items/:item': {
      params: { day: ['0'], meal: ['1'], item: ['0'] },
      body: { locked: true },
    },
    'GET /api/meal-plans/current/shopping-list': {},
    'GET /api/meal-plans/current/pdf': {},
    'PUT /api/meal-plans/current/shopping-list/checked': { body: { key: 'arroz', checked: true } },
  };
}
