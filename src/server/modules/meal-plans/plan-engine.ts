import type { PlanEngine } from '../../../domain/meal-plan/generate-plan';
import { loadHighsSolver } from '../../adapters/solver/highs-solver';
import type { Deps } from '../deps';

/** The catalog and the HiGHS solver, the solver's WebAssembly loaded on the first plan (about 0.2 s, once). */
export async function planEngine(deps: Pick<Deps, 'foods'>): Promise<PlanEngine> {
  return { catalog: deps.foods.catalog, solve: await loadHighsSolver() };
}
